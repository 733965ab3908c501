import { Check, ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
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

const { slides, controls } = slideshow;
const total = slides.length;

/**
 * 7. Full-screen split slideshow (APG carousel): text half and image half, four slides.
 * Auto-advances every 5 s only while on screen, the tab is visible, nobody hovers or has
 * focus inside and the visitor has not paused it (paused by default under reduced motion).
 * Wheel, swipe, dots, previous/next and Left/Right arrows change slides; each change locks
 * further changes for 900 ms. The wheel never traps the page: at the first slide scrolling
 * up and at the last slide scrolling down pass through to the page.
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
  const { index, goTo, next, prev, getIndex } = show;
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
      <div ref={viewportRef} {...swipe} className="grid min-h-[calc(100svh-4.5rem)] lg:grid-cols-2">
        {/* Image half (decorative repeat of the slide's message; alt on the active slide). */}
        <div className="relative min-h-[38svh] overflow-hidden bg-ink-900 lg:order-2 lg:min-h-0">
          {slides.map((slide, i) => (
            <div
              key={slide.title}
              aria-hidden={i !== index}
              className={`absolute inset-0 transition-[opacity,transform] duration-700 ease-out ${
                i === index ? "opacity-100" : "scale-[1.04] opacity-0"
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
        <div className="relative flex flex-col justify-between gap-10 px-5 py-12 sm:px-10 lg:order-1 lg:px-16 lg:py-16 xl:pl-[max(2.5rem,calc((100vw-80rem)/2+2.5rem))]">
          <div
            id="home-slides"
            aria-live={playing ? "off" : "polite"}
            className="grid flex-1 items-center"
          >
            {slides.map((slide, i) => (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={slideshow.slideLabel(i + 1, total)}
                aria-hidden={i !== index}
                inert={i !== index}
                className={`col-start-1 row-start-1 transition-[opacity,transform] duration-500 ease-out ${
                  i === index ? "opacity-100" : "pointer-events-none translate-y-3 opacity-0"
                }`}
              >
                <p className="eyebrow flex items-center gap-3">
                  <span className="font-display text-base tracking-normal text-amber-300 tabular-nums">
                    0{i + 1} / 0{total}
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

          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => setUserPaused(!paused)}
              aria-controls="home-slides"
              className="inline-flex size-11 items-center justify-center rounded-full border border-white/25 text-white hover:bg-white/10"
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
              className="inline-flex size-11 items-center justify-center rounded-full border border-white/25 text-white hover:bg-white/10"
            >
              <ChevronLeft aria-hidden="true" size={20} />
            </button>
            <button
              type="button"
              onClick={next}
              aria-controls="home-slides"
              aria-label={controls.next}
              className="inline-flex size-11 items-center justify-center rounded-full border border-white/25 text-white hover:bg-white/10"
            >
              <ChevronRight aria-hidden="true" size={20} />
            </button>
            <div role="group" aria-label={controls.dotsLabel} className="ml-2 flex items-center">
              {slides.map((slide, i) => (
                <button
                  key={slide.title}
                  type="button"
                  aria-controls="home-slides"
                  aria-label={slideshow.dotLabel(i + 1, slide.title)}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => goTo(i)}
                  className="group inline-flex size-11 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-1.5 rounded-full transition-all duration-300 ${
                      i === index ? "w-8 bg-amber-300" : "w-3 bg-white/35 group-hover:bg-white/70"
                    }`}
                  />
                </button>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
