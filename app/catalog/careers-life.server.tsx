/**
 * Build time only: /careers' sections on working here and on hiring (decision 0916), rendered to
 * HTML that the route places as it is, from careers-roles.yaml and the people who hire
 * (people.yaml `hires`), so no page's script carries their words or their people.
 */
import { Banner } from "../components/Banner";
import { Hiring, WorkingHere } from "../sections/careers/WorkingHere";
// Placed as it is: decoding html-in-data's stand-ins here would move that helper into the chunk
// every page loads (it is shared by more routes then), for a page far inside its budget.
import { staticPartHtml as html } from "./compact-html.server";
import { loadPeople } from "./people.server";
import { personCard } from "./person-card";
import { readContentFile } from "./data-files.server";
import { loadRolesCopy } from "./roles.server";

export function careersLifeHtml() {
  const copy = loadRolesCopy();
  const hirers = loadPeople()
    .people.filter((p) => p.hires)
    .map(personCard);
  return {
    lifeHtml: html(<WorkingHere copy={copy.life} />),
    // How hiring goes after an application (before the apply band, decision 0968).
    hiringHtml: html(<Hiring copy={copy.hiring} hirers={hirers} />),
    // The page's closing banner, after the apply band.
    closingHtml: html(
      <Banner
        headingId="careers-contact-banner"
        tone="light"
        {...copy.contactBanner}
        text={readContentFile("site").replyPromise}
      />,
    ),
  };
}
