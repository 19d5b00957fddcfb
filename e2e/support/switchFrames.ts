import { t } from "./site";

/** What one frame painted: `<html lang>` and the Technology section's heading. */
export type SwitchFrame = { lang: string; heading: string };

declare global {
  interface Window {
    switchFrames?: SwitchFrame[];
  }
}

/**
 * Runs in the page: from the next click on, notes what each of the following frames paints (the
 * DOM as it is when the frame's animation callbacks run).
 */
export function recordSwitchFrames(): void {
  const frames: SwitchFrame[] = [];
  const sample = () => {
    const heading = document.querySelector("#technology h2")?.textContent ?? "";
    frames.push({ lang: document.documentElement.lang, heading });
    if (frames.length < 120) requestAnimationFrame(sample);
  };
  window.switchFrames = frames;
  document.addEventListener("click", () => requestAnimationFrame(sample), { once: true });
}

/** Runs in the page: the Technology section's heading, the words the frames are checked by. */
export const technologyHeading = (): string =>
  document.querySelector("#technology h2")?.textContent ?? "";

/** Runs in the page: the frames noted since the click. */
export const recordedSwitchFrames = (): SwitchFrame[] => window.switchFrames ?? [];

/** The frames whose words are not those of their `<html lang>`. */
export const mixedFrames = (frames: SwitchFrame[]) =>
  frames.filter(({ lang, heading }) => t(lang, "sections.technology.title") !== heading);
