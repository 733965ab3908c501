import { useRef, useState } from "react";
import { DrawnText } from "../../components/DrawnText";
import { Icon } from "../../components/Icon";
import { useFocusInFrame } from "../../hooks/useFocusInFrame";
import { useWindowLoaded } from "../../hooks/useWindowLoaded";
import { SectionHeading } from "../../components/SectionHeading";
import { contactPage } from "../../content/contact";
import { type Office, offices } from "../../content/offices";
import { mapEmbedUrl, mapSearchUrl } from "../../lib/maps";
import { OfficePicker } from "./OfficePicker";

/**
 * The four offices and the embedded map of the selected one (the first by default). Without
 * JavaScript, or when the page's scripts failed to load, the map panel, which could only show
 * the first office, gives way to the four cards, each with its address and open-in-maps link
 * (decisions 0505, 0507).
 */
export function OfficesSection() {
  const copy = contactPage.offices;
  const [selectedKey, setSelectedKey] = useState<Office["key"]>(offices[0]!.key);
  const office = offices.find((o) => o.key === selectedKey) ?? offices[0]!;
  // The third-party frame is inserted once the page has loaded (after hydration), so it never
  // delays the load event; `loading="lazy"` leaves its request to the browser until it comes
  // near the viewport. Its box is reserved from the start, so nothing moves when it arrives.
  const showMap = useWindowLoaded();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const focusInMap = useFocusInFrame(frameRef);
  return (
    <section aria-labelledby="contact-offices" className="bg-sand-100 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="contact-offices"
          eyebrow={copy.eyebrow}
          title={copy.heading}
          lead={
            <>
              <span className="noscript:hidden failed:hidden">{copy.lead}</span>
              <span className="hidden noscript:inline failed:inline">{copy.leadWithoutScript}</span>
            </>
          }
        />
        <div className="mt-10 grid gap-6 lg:gap-8 lg:scripted:not-failed:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <OfficePicker
            offices={offices}
            selected={office.key}
            onSelect={setSelectedKey}
            label={copy.groupLabel}
            openInMaps={copy.openInMaps}
            newTabNote={copy.newTabNote}
          />
          <div className="flex min-w-0 flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card noscript:hidden failed:hidden">
            <div
              data-map-loaded={showMap ? "true" : "false"}
              className="relative aspect-[4/3] w-full bg-ink-50 sm:aspect-[16/10] lg:aspect-auto lg:min-h-[26rem] lg:flex-1"
            >
              {/* Drawn backdrop shown while the map frame loads (or if it cannot). */}
              <div
                aria-hidden="true"
                className="absolute inset-0 flex items-center justify-center bg-[linear-gradient(rgb(10_19_38/0.05)_1px,transparent_1px),linear-gradient(90deg,rgb(10_19_38/0.05)_1px,transparent_1px)] bg-[size:32px_32px]"
              >
                <span className="flex flex-col items-center gap-2 text-ink-600">
                  <span className="relative flex size-14 items-center justify-center text-white">
                    <svg
                      aria-hidden="true"
                      focusable="false"
                      className="absolute inset-0 size-full drop-shadow-md"
                      viewBox="0 0 56 56"
                    >
                      <circle cx="28" cy="28" r="28" fill={office.color} />
                    </svg>
                    <Icon name="map-pin" size={26} className="relative" />
                  </span>
                  <DrawnText text={office.name} className="font-display text-lg text-ink-900" />
                </span>
              </div>
              {/* Frames never match :focus-visible; focus inside the map matches no selector. */}
              {showMap && (
                <iframe
                  ref={frameRef}
                  key={office.key}
                  title={copy.mapTitle(office.name)}
                  src={mapEmbedUrl(office.address)}
                  loading="lazy"
                  referrerPolicy="strict-origin-when-cross-origin"
                  className={`absolute inset-0 size-full border-0 focus:outline-3 focus:-outline-offset-4 focus:outline-teal-600 ${
                    focusInMap ? "outline-3 -outline-offset-4 outline-teal-600" : ""
                  }`}
                />
              )}
            </div>
            <div className="flex flex-col gap-4 border-t border-ink-100 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
              <div aria-live="polite">
                <p className="text-xs font-semibold tracking-[0.14em] text-ink-600 uppercase">
                  {copy.selectedLabel}
                </p>
                <p className="mt-1 font-semibold text-ink-950">{office.name}</p>
                <p className="text-sm text-ink-700">{office.address}</p>
              </div>
              <a
                href={mapSearchUrl(office.address)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex shrink-0 items-center gap-2 self-start rounded-full border border-ink-200 px-4 py-2.5 font-semibold whitespace-nowrap text-ink-900 max-[359px]:px-3 sm:px-5 transition-colors hover:border-ink-900 sm:self-auto"
              >
                {copy.openInMaps(office.name)}
                <span className="sr-only"> {copy.newTabNote}</span>
                <Icon name="external-link" size={16} />
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
