import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useDeferredValue,
  useRef,
  useState,
} from "react";
import { Link, useNavigate } from "react-router";
import { DrawnText } from "../../components/DrawnText";
import { Picture } from "../../components/Picture";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import { fromStripState, industriesStrip } from "../../content/home";
import { useAutoScroll } from "../../hooks/useAutoScroll";
import { useHydrated } from "../../hooks/useHydrated";
import { useInView } from "../../hooks/useInView";
import { usePageVisible } from "../../hooks/usePageVisible";
import { useReducedMotion } from "../../hooks/useReducedMotion";
import { useScrollStep } from "../../hooks/useScrollStep";
import { INDUSTRIES_STRIP_PX_PER_FRAME } from "../../lib/motion";

type Item = (typeof industriesStrip.items)[number];

/** One industry card; `copy`: in the looping copy, its words are drawn, not text (DrawnText). */
function Card({
  item,
  onSpace,
  copy = false,
}: {
  item: Item;
  onSpace?: (e: KeyboardEvent, to: string) => void;
  copy?: boolean;
}) {
  const words = (text: string, className: string) =>
    copy ? (
      <DrawnText text={text} className={className} />
    ) : (
      <span className={className}>{text}</span>
    );
  return (
    <li className="flex w-64 shrink-0 sm:w-72">
      <Link
        discover="none"
        to={item.to}
        state={fromStripState}
        onKeyDown={onSpace ? (e) => onSpace(e, item.to) : undefined}
        className="group flex w-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-colors hover:border-teal-600"
      >
        <span className="block aspect-[16/11] overflow-hidden bg-ink-50">
          {item.image && (
            <Picture
              name={item.image.name}
              alt=""
              width={item.image.width}
              height={item.image.height}
              sizes="288px"
              className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.04]"
            />
          )}
        </span>
        <span className="flex flex-1 items-start justify-between gap-3 p-5">
          <span>
            {words(
              item.category,
              "block text-xs font-semibold tracking-[0.14em] text-teal-700 uppercase",
            )}
            {words(
              item.name,
              "mt-1.5 block font-display text-lg leading-snug font-semibold text-ink-950",
            )}
          </span>
          <ArrowRight
            aria-hidden="true"
            size={18}
            className="mt-6 shrink-0 text-ink-300 transition-colors group-hover:text-teal-700"
          />
        </span>
      </Link>
    </li>
  );
}

/** The strip's round controls: pause/play while it moves, previous/next while it stands still. */
function RoundButton({
  label,
  onClick,
  disabled,
  className = "",
  children,
}: {
  label: string;
  onClick: () => void;
  /**
   * Given for the still row's buttons: at an end, disabled, not hidden, so the controls do not
   * move. Only they carry the disabled look, so the prerendered pause button's markup keeps none.
   */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={[
        "inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-900 hover:border-ink-900",
        disabled === undefined
          ? ""
          : "disabled:border-ink-100 disabled:text-ink-300 disabled:hover:border-ink-100",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {children}
    </button>
  );
}

/**
 * 8. Industries strip: the twelve industries scroll left at 0.5 px per frame (transform only),
 * pausing on hover, off screen, in a hidden tab and with the pause button, and holding still
 * while focus is inside it; a focused card is moved fully inside the strip's faded edges (the
 * loop's position moves, never the page; WCAG 2.4.11, decision 0507). The list
 * is repeated once (aria-hidden, inert) for a seamless loop, rendered once hydrated: the copy
 * is off screen and only the motion needs it, so the prerendered page (and its first layout)
 * carries one list. Under reduced motion, and without JavaScript, nothing moves: the list is
 * an ordinary row the visitor can scroll, as it is before hydration (or when scripts fail).
 * Cards are real links with navigation state { fromStrip: true }; once hydrated, Space
 * navigates too, like Enter (decision 0506).
 */
export function IndustriesStrip() {
  const [viewRef, inView] = useInView<HTMLDivElement>();
  const pageVisible = usePageVisible();
  const reduced = useReducedMotion();
  // The loop's copy is made in a render of its own, at transition priority, after the
  // synchronous one that hydration's flip forces: twelve cards' DOM is built in slices.
  const mounted = useHydrated();
  const looping = useDeferredValue(mounted);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const running = !reduced && inView && pageVisible && !userPaused && !hovered && !focused;
  const { reveal } = useAutoScroll(trackRef, {
    pxPerFrame: INDUSTRIES_STRIP_PX_PER_FRAME,
    running,
    enabled: !reduced && looping,
  });

  // Still (reduced motion), the row scrolls by hand; a mouse without a horizontal wheel pages it.
  const paging = useScrollStep(viewRef, { enabled: reduced && mounted, itemSelector: "li" });

  const onSpace = (event: KeyboardEvent, to: string) => {
    if (event.key !== " ") return;
    event.preventDefault();
    navigate(to, { state: fromStripState });
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Reveal
      as="section"
      aria-labelledby="home-industries-title"
      // Clipped, not a scroll container: focus must not scroll the strip out from under the
      // loop's own position (a focused card is brought into view by moving the loop).
      className="overflow-clip bg-paper"
    >
      <div className="container-page flex flex-col gap-6 pt-20 sm:pt-28 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading
          id="home-industries-title"
          eyebrow={industriesStrip.eyebrow}
          title={industriesStrip.heading}
          lead={industriesStrip.lead}
        />
        <div className="flex shrink-0 items-center gap-3">
          {!reduced && (
            <RoundButton
              label={userPaused ? industriesStrip.play : industriesStrip.pause}
              onClick={() => setUserPaused((p) => !p)}
              // Kept in place, unseen, until the script that moves the strip runs.
              className={mounted ? "" : "invisible"}
            >
              {userPaused ? (
                <Play aria-hidden="true" size={18} />
              ) : (
                <Pause aria-hidden="true" size={18} />
              )}
            </RoundButton>
          )}
          <Link
            discover="none"
            to={industriesStrip.cta.to}
            className="-mx-2 inline-flex items-center gap-2 rounded-full px-2 py-2 font-semibold text-teal-700 hover:text-teal-800"
          >
            {industriesStrip.cta.label}
            <ArrowRight aria-hidden="true" size={17} />
          </Link>
          {/* After the link, which leads its row; on a phone they sit at the row's end. */}
          {reduced && mounted && (
            <div className="ml-auto flex gap-3">
              <RoundButton
                label={industriesStrip.previous}
                disabled={paging.atStart}
                onClick={() => paging.step(-1)}
              >
                <ChevronLeft aria-hidden="true" size={20} />
              </RoundButton>
              <RoundButton
                label={industriesStrip.next}
                disabled={paging.atEnd}
                onClick={() => paging.step(1)}
              >
                <ChevronRight aria-hidden="true" size={20} />
              </RoundButton>
            </div>
          )}
        </div>
      </div>
      <div
        ref={viewRef}
        // The scroll padding is the width of the faded edges (fade-edges): a focused card is
        // brought fully inside them, by the browser in a scroller, by reveal() in the loop.
        className={`fade-edges mt-12 scroll-pr-12 scroll-pl-5 pb-20 sm:pb-28 xl:scroll-pr-24 xl:scroll-pl-16 xl:pl-[calc((100%_-_80rem)/2)] ${
          reduced
            ? "overflow-x-auto"
            : mounted
              ? "overflow-clip"
              : // Scrollable until the loop takes over; a scrollbar that vanished would move the page.
                "overflow-x-auto scripted:[scrollbar-width:none]"
        }`}
        onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={(event) => {
          setFocused(true);
          const frame = event.currentTarget;
          if (trackRef.current?.contains(event.target)) reveal(event.target, frame);
        }}
        onBlur={onBlur}
      >
        <div
          ref={trackRef}
          data-testid="industries-track"
          data-running={running ? "true" : "false"}
          className="flex w-max py-2 will-change-transform"
        >
          <ul className="flex gap-5 pr-5 pl-5 sm:pl-8 lg:pl-10">
            {industriesStrip.items.map((item) => (
              <Card key={item.key} item={item} onSpace={onSpace} />
            ))}
          </ul>
          {!reduced && looping && (
            <ul aria-hidden="true" inert className="flex gap-5 pr-5 pl-5 sm:pl-8 lg:pl-10">
              {industriesStrip.items.map((item) => (
                <Card key={item.key} item={item} copy />
              ))}
            </ul>
          )}
        </div>
      </div>
    </Reveal>
  );
}
