/**
 * Every timing and threshold of the specification (section 9), in one place.
 * Components and hooks import these names; no spec number appears inline elsewhere.
 */
export const HERO_WORD_INTERVAL_MS = 1500;
export const HERO_WORD_FADE_MS = 220;

export const MEGA_MENU_OPEN_DELAY_MS = 80;
export const MEGA_MENU_CLOSE_DELAY_MS = 220;

export const SLIDESHOW_AUTOPLAY_MS = 5000;
export const SLIDESHOW_SWIPE_THRESHOLD_PX = 50;
export const SLIDESHOW_TRANSITION_LOCK_MS = 900;

export const WHY_CHOOSE_CYCLE_MS = 1800;

export const STATS_COUNT_DURATION_MS = 1600;
export const STATS_DELAYS_MS = [0, 80, 160, 240] as const;

export const INDUSTRIES_STRIP_PX_PER_FRAME = 0.5;

export const VALUES_REVEAL_INTERVAL_MS = 550;

/** Typing speeds in ms per character: fast, medium, slow. */
export const TYPING_SPEED_MS = { fast: 18, medium: 26, slow: 35 } as const;

export const NUMBER_SCRAMBLE_MS = 900;

export const NAV_SHADOW_THRESHOLD_PX = 4;
