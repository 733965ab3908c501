/**
 * What the careers pages show of the open roles (docs/decisions/0907-open-roles.md): /careers'
 * section and each role's page, built at build time by their route loaders from the roles of
 * roles.server.ts, so the pages get the words and roles they show as data and no role rides in
 * any page's JavaScript.
 */
import { unbreakablePhone } from "../content/contact";
import { site } from "../content/site";
import { longDate } from "./dates.server";
import { jobPostingJsonLd } from "../meta/job-posting";
import { sampleLabelHtml } from "./sample-label.server";
import type { RoleSummary } from "../content/schemas/careers-roles";
import { loadRolesCopy, openRoles, type Role } from "./roles.server";

/** The card fields of a role. */
function roleSummary(role: Role): RoleSummary {
  const { slug, to, title, team, summary, location, type, closes } = role;
  return { slug, to, title, team, summary, location, type, closes };
}

/** /careers' open roles section: its words and the open roles' cards. */
export function careersRoles() {
  const copy = loadRolesCopy();
  return {
    copy: copy.list,
    roles: openRoles.map((r) => ({ ...roleSummary(r), sample: r.status === "sample" })),
    sampleLabel: openRoles.some((r) => r.status === "sample") ? sampleLabelHtml("role") : null,
  };
}

/** A role page's data: the role, its facts, how to apply and its JobPosting. */
export function rolePage(pathname: string) {
  const role = openRoles.find((r) => r.to === pathname.replace(/\/+$/, ""));
  // Fail the build rather than prerender another role.
  if (!role) throw new Error(`No open role at ${pathname}`);
  const { role: words } = loadRolesCopy();
  const subject = words.applySubject.replace("{title}", role.title);
  return {
    role: { ...roleSummary(role), html: role.html, status: role.status },
    words,
    facts: [
      { label: words.teamLabel, value: role.team },
      { label: words.locationLabel, value: role.location },
      { label: words.typeLabel, value: role.type },
      { label: words.postedLabel, value: longDate(role.posted) },
      { label: words.closesLabel, value: role.closes },
    ],
    manager: role.manager,
    apply: {
      email: site.careersEmail,
      mailto: `mailto:${site.careersEmail}?subject=${encodeURIComponent(subject)}`,
      phone: unbreakablePhone(site.phone.display),
      tel: site.phone.href,
    },
    sampleLabel: role.status === "sample" ? sampleLabelHtml("role") : null,
    jobPosting: jobPostingJsonLd({
      title: role.title,
      html: role.html,
      posted: role.posted,
      closes: role.closesOn,
      employmentType: role.employmentType,
      to: role.to,
      ...(role.office ? { office: role.office } : {}),
      countries: role.countries,
    }),
  };
}
