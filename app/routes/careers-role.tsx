import { StatusMark } from "../components/StatusMark";
import { pagePathOf } from "../catalog/resources-catalog.server";
import { rolePage } from "../catalog/role-pages.server";
import { contentPreview } from "../lib/content-preview";
import { seo } from "../meta/seo";
import { RoleBody, RoleHero } from "../sections/careers/RolePage";
import type { Route } from "./+types/careers-role";

/**
 * Runs at build time only (every open role is prerendered; a closed one is not built and its
 * path answers 410): the role, its words and its JobPosting travel as this page's data
 * (docs/decisions/0907-open-roles.md).
 */
export const loader = ({ request }: Route.LoaderArgs) => rolePage(pagePathOf(request));

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { role, jobPosting } = loaderData;
  return seo({
    title: role.title,
    description: role.summary,
    path: role.to,
    jsonLd: [jobPosting],
  });
};

/** An open role: what it is, who hires, and how to apply. */
export default function CareersRoleRoute({ loaderData }: Route.ComponentProps) {
  const { role, words, facts, manager, apply, sampleLabel } = loaderData;
  return (
    <>
      {/* An invented role says so in every build, in one wording (decisions 0805, 0910). */}
      <RoleHero
        role={role}
        facts={facts}
        words={words}
        mailto={apply.mailto}
        sampleLabel={sampleLabel}
      />
      {contentPreview && (
        <div className="container-page pt-8">
          <StatusMark status={role.status} />
        </div>
      )}
      <RoleBody html={role.html} words={words} manager={manager} apply={apply} />
    </>
  );
}
