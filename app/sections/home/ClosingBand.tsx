import { CtaPair } from "../../components/CtaPair";
import { Reveal } from "../../components/Reveal";
import { closing } from "../../content/home";

/**
 * After the eight sections, before the footer: the page's last ask, to start a project (design
 * reviews; decision 0938). Not a third banner: across the page on the sand ground with its one
 * teal light (`closing-band`), centred, no eyebrow, the section heading's size, the main button
 * and a second link, where the two mid-page banners are cards side by side.
 */
export function ClosingBand() {
  return (
    <Reveal as="section" aria-labelledby="home-closing-title" className="closing-band">
      <h2 id="home-closing-title" className="mx-auto max-w-3xl font-display text-h2 text-ink-950">
        {closing.heading}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lead text-ink-700">{closing.text}</p>
      <CtaPair
        primary={closing.primaryCta}
        secondary={closing.secondaryCta}
        className="justify-center"
      />
    </Reveal>
  );
}
