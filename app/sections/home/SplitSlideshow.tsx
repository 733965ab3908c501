import Check from "lucide-react/icons/check";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { type FocusEvent, useEffect, useRef, useState } from "react";
import { Picture } from "../../components/Picture";
import { slideshow } from "../../content/home";
import { useInView } from "../../hooks/useInView";
import { usePageVisible } from "../../hooks/usePageVisible";
import { useReducedMotion } from "../../hooks/useReducedMotion";
import { useSlideshow } from "../../hooks/useSlideshow";
import { useSwipe } from "../../hooks/useSwipe";
import {
  SLIDESHOW_AUTOPLAY_MS,
  SLIDESHOW_SWIPE_THRESHOLD_PX,
  SLIDESHOW_TRANSITION_LOCK_MS,
} from "../../lib/motion";
import { stepNumber } from "../../lib/step-number";

const { slides, controls } = slideshow;
const total = slides.length;

/*
 * Without JavaScript the two halves dissolve (display: contents) into one grid of split rows,
 * text beside its image on wide screens and under it on small ones; literal classes per slide
 * so Tailwind sees them.
 */
const NOSCRIPT_IMAGE_CELL = [
  "max-lg:noscript:row-start-1 lg:noscript:row-start-1",
  "max-lg:noscript:row-start-3 lg:noscript:row-start-2",
  "max-lg:noscript:row-start-5 lg:noscript:row-start-3",
  "max-lg:noscript:row-start-7 lg:noscript:row-start-4",
];
const NOSCRIPT_TEXT_CELL = [
  "max-lg:noscript:row-start-2 lg:noscript:row-start-1",
  "max-lg:noscript:row-start-4 lg:noscript:row-start-2",
  "max-lg:noscript:row-start-6 lg:noscript:row-start-3",
  "max-lg:noscript:row-start-8 lg:noscript:row-start-4",
];

/*
 * Before hydration (scripting on) the dots are links to their slides (#slide-1 …) and CSS
 * `:target` shows the linked slide, its image and its dot (decision 0506); the first slide
 * while none is targeted. Literal classes per slide, so Tailwind sees them.
 */
const slideId = (i: number) => `slide-${i + 1}`;
const IMAGE_TARGETED = [
  "[[data-tabs]:has([data-tab-panel]:not(#slide-1):target)_&]:scale-[1.04] [[data-tabs]:has([data-tab-panel]:not(#slide-1):target)_&]:opacity-0",
  "[[data-tabs]:has(#slide-2:target)_&]:scale-100 [[data-tabs]:has(#slide-2:target)_&]:opacity-100",
  "[[data-tabs]:has(#slide-3:target)_&]:scale-100 [[data-tabs]:has(#slide-3:target)_&]:opacity-100",
  "[[data-tabs]:has(#slide-4:target)_&]:scale-100 [[data-tabs]:has(#slide-4:target)_&]:opacity-100",
];
const DOT_TARGETED = [
  "[[data-tabs]:has([data-tab-panel]:not(#slide-1):target)_&]:w-3 [[data-tabs]:has([data-tab-panel]:not(#slide-1):target)_&]:bg-white/35",
  "[[data-tabs]:has(#slide-2:target)_&]:w-8 [[data-tabs]:has(#slide-2:target)_&]:bg-amber-300",
  "[[data-tabs]:has(#slide-3:target)_&]:w-8 [[data-tabs]:has(#slide-3:target)_&]:bg-amber-300",
  "[[data-tabs]:has(#slide-4:target)_&]:w-8 [[data-tabs]:has(#slide-4:target)_&]:bg-amber-300",
];
const SLIDE_TARGETED =
  "scripted:target:visible scripted:target:pointer-events-auto scripted:target:translate-y-0 scripted:target:opacity-100";
const FIRST_SLIDE_UNTARGETED =
  "scripted:[[data-tabs]:has([data-tab-panel]:target)_&:not(:target)]:invisible";

/**
 * 7. Full-screen split slideshow (APG carousel): text half and image half, four slides.
 * Auto-advances every 5 s only while on screen, the tab is visible, nobody hovers or has
 * focus inside and the visitor has not paused it (paused by default under reduced motion).
 * Wheel, swipe, dots, previous/next and Left/Right arrows change slides; each change locks
 * further changes for 900 ms. The wheel never traps the page: at the first slide scrolling
 * up and at the last slide scrolling down pass through to the page.
 * Without JavaScript all four slides are laid out as split rows and the controls are hidden;
 * with it, CSS hides the other slides from the first paint (decision 0505) and the dots are
 * links to their slides until hydration; a slide linked before hydration stays shown (0506).
 */
export function SplitSlideshow() {
  const [inViewRef, inView] = useInView<HTMLElement>({ threshold: 0.4 });
  const pageVisible = usePageVisible();
  const reduced = useReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = userPaused ?? reduced;
  const playing = !paused && inView && pageVisible && !hovered && !focused;
  const show = useSlideshow(total, {
    autoplayMs: SLIDESHOW_AUTOPLAY_MS,
    lockMs: SLIDESHOW_TRANSITION_LOCK_MS,
    playing,
  });
  const { index, goTo, next, prev, getIndex, mounted } = show;
  // A dot followed before hydration set the hash natively: keep that slide.
  useEffect(() => {
    const target = slides.findIndex((_, i) => `#${slideId(i)}` === window.location.hash);
    if (target > 0) goTo(target);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const swipe = useSwipe(SLIDESHOW_SWIPE_THRESHOLD_PX, (dir) => (dir === "next" ? next() : prev()));

  // Wheel needs a non-passive listener to be able to keep the page still between slides.
  const viewportRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const down = event.deltaY > 0;
      const i = getIndex();
      // Edges: let the page scroll on.
      if ((down && i === total - 1) || (!down && i === 0)) return;
      event.preventDefault();
      goTo(down ? i + 1 : i - 1);
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [goTo, getIndex]);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    // Left/Right arrows work wherever focus is inside the carousel (keys bubble from its
    // controls); the section itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={inViewRef}
      data-tabs=""
      aria-roledescription="carousel"
      aria-labelledby="home-slideshow-title"
      className="on-dark relative bg-ink-950 text-white"
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(e) => {
        // Keyboard focus pauses; a mouse click on a control is covered by the hover pause.
        if ((e.target as HTMLElement).matches?.(":focus-visible")) setFocused(true);
      }}
      onBlur={onBlur}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
          e.preventDefault();
          if (e.key === "ArrowRight") next();
          else prev();
        }
      }}
    >
      <h2 id="home-slideshow-title" className="sr-only">
        {slideshow.label}
      </h2>
      <div
        ref={viewportRef}
        {...swipe}
        // Once swipes change slides, horizontal pans are the carousel's: the browser keeps
        // vertical scrolling and pinch zoom, and never turns a sideways swipe into Back.
        className={`grid min-h-[calc(100svh-4.5rem)] lg:grid-cols-2 noscript:min-h-0 ${
          mounted ? "touch-pan-y touch-pinch-zoom" : ""
        }`}
      >
        {/* Image half (decorative repeat of the slide's message; alt on the active slide): after
            the text on a phone, so the slide reads title first (decision 0972). */}
        <div className="relative order-2 min-h-[38svh] overflow-hidden max-lg:mb-10 lg:min-h-0 noscript:contents">
          {slides.map((slide, i) => (
            <div
              key={slide.title}
              aria-hidden={i !== index}
              className={`slide-art absolute inset-0 transition-[opacity,transform] duration-700 ease-out noscript:relative noscript:aspect-[16/10] noscript:overflow-hidden noscript:bg-ink-900 lg:noscript:col-start-2 lg:noscript:aspect-auto ${
                NOSCRIPT_IMAGE_CELL[i] ?? ""
              } ${i === index ? "opacity-100" : "scale-[1.04] opacity-0 noscript:scale-100 noscript:opacity-100"} ${
                mounted ? "" : (IMAGE_TARGETED[i] ?? "")
              }`}
            >
              <Picture
                name={slide.image.name}
                alt={i === index ? slide.image.alt : ""}
                width={slide.image.width}
                height={slide.image.height}
                sizes="(min-width: 1024px) 50vw, 100vw"
                className="h-full w-full object-cover"
              />
            </div>
          ))}
        </div>

        {/* Text half */}
        <div className="relative order-1 flex flex-col justify-center gap-10 px-5 py-12 sm:px-10 lg:px-16 lg:py-16 xl:pl-[max(2.5rem,calc((100vw-80rem)/2+2.5rem))] noscript:contents">
          <div
            id="home-slides"
            aria-live={playing ? "off" : "polite"}
            className="grid items-center noscript:contents"
          >
            {slides.map((slide, i) => (
              <div
                key={slide.title}
                id={slideId(i)}
                data-tab-panel=""
                role="group"
                aria-roledescription="slide"
                aria-label={slideshow.slideLabel(i + 1, total)}
                // Before hydration the other slides are hidden by CSS (scripting on) instead,
                // so that without JavaScript all of them can be read.
                aria-hidden={mounted ? i !== index : undefined}
                inert={mounted ? i !== index : undefined}
                className={`col-start-1 row-start-1 transition-[opacity,transform] duration-500 ease-out noscript:self-center noscript:px-5 noscript:py-12 sm:noscript:px-10 lg:noscript:col-start-1 lg:noscript:px-16 lg:noscript:py-16 xl:noscript:pl-[max(2.5rem,calc((100vw-80rem)/2+2.5rem))] ${
                  NOSCRIPT_TEXT_CELL[i] ?? ""
                } ${
                  i === index
                    ? `opacity-100 ${mounted ? "" : FIRST_SLIDE_UNTARGETED}`
                    : `pointer-events-none translate-y-3 opacity-0 noscript:pointer-events-auto noscript:translate-y-0 noscript:opacity-100 ${
                        mounted ? "" : `scripted:invisible ${SLIDE_TARGETED}`
                      }`
                }`}
              >
                <p className="eyebrow flex items-center gap-3">
                  <span className="font-display text-base tracking-normal text-amber-300 tabular-nums">
                    {`${stepNumber(i)} / ${stepNumber(total - 1)}`}
                  </span>
                  <span aria-hidden="true" className="h-px w-10 bg-white/25" />
                </p>
                <h3 className="mt-6 font-display text-h2 font-medium tracking-tight text-white">
                  {slide.title}
                </h3>
                <p className="mt-6 max-w-xl text-lead text-ink-100">{slide.text}</p>
                <ul className="mt-8 space-y-3">
                  {slide.points.map((point) => (
                    <li key={point} className="flex gap-3 text-ink-100">
                      <Check
                        aria-hidden="true"
                        size={18}
                        className="mt-0.5 shrink-0 text-teal-300"
                      />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>

          <div className="flex flex-wrap items-center gap-3 noscript:hidden print:hidden">
            {/* Play, previous and next need the script: kept in place, unseen, until it runs. */}
            <button
              type="button"
              onClick={() => setUserPaused(!paused)}
              aria-controls="home-slides"
              className={`inline-flex size-11 items-center justify-center rounded-full border border-white/25 text-white hover:bg-white/10 ${mounted ? "" : "invisible"}`}
              aria-label={paused ? controls.play : controls.pause}
            >
              {paused ? (
                <Play aria-hidden="true" size={18} />
              ) : (
                <Pause aria-hidden="true" size={18} />
              )}
            </button>
            <button
              type="button"
              onClick={prev}
              aria-controls="home-slides"
              aria-label={controls.previous}
              className={`inline-flex size-11 items-center justify-center rounded-full border border-white/25 text-white hover:bg-white/10 ${mounted ? "" : "invisible"}`}
            >
              <ChevronLeft aria-hidden="true" size={20} />
            </button>
            <button
              type="button"
              onClick={next}
              aria-controls="home-slides"
              aria-label={controls.next}
              className={`inline-flex size-11 items-center justify-center rounded-full border border-white/25 text-white hover:bg-white/10 ${mounted ? "" : "invisible"}`}
            >
              <ChevronRight aria-hidden="true" size={20} />
            </button>
            <div role="group" aria-label={controls.dotsLabel} className="ml-2 flex items-center">
              {slides.map((slide, i) => (
                // Before hydration a link to its slide; then it switches in place.
                <a
                  key={slide.title}
                  href={`#${slideId(i)}`}
                  aria-controls="home-slides"
                  aria-label={slideshow.dotLabel(i + 1, slide.title)}
                  aria-current={mounted && i === index ? "true" : undefined}
                  onClick={
                    mounted
                      ? (event) => {
                          event.preventDefault();
                          goTo(i);
                        }
                      : undefined
                  }
                  className="group inline-flex size-11 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-1.5 rounded-full transition-all duration-300 ${
                      i === index ? "w-8 bg-amber-300" : "w-3 bg-white/35 group-hover:bg-white/70"
                    } ${mounted ? "" : (DOT_TARGETED[i] ?? "")}`}
                  />
                </a>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
