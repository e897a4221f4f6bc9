import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from "react";

type FallbackImageProps = Omit<ComponentPropsWithoutRef<"img">, "src" | "onError"> & {
  src: string;
  /** Shown in place of a picture that does not load; empty for none. */
  fallbackSrc: string;
};

/** What shows after a failure: the fallback once, then nothing (an empty box, not a broken icon). */
type Shown = "picture" | "fallback" | "nothing";

/**
 * An <img> that shows `fallbackSrc` when its picture does not load, never the browser's
 * broken-image icon. The server's HTML and the first render in the browser both name `src`, so
 * hydration matches. A picture that failed before React hydrated fired its error event to
 * nobody: it is found on mount, finished loading yet without a pixel.
 */
export function FallbackImage({ src, fallbackSrc, style, ...props }: FallbackImageProps) {
  // Kept with the src it belongs to, so a new src starts from its own picture again.
  const [state, setState] = useState<{ src: string; shown: Shown }>({ src, shown: "picture" });
  const shown = state.src === src ? state.shown : "picture";
  const ref = useRef<HTMLImageElement>(null);

  const afterPicture: Shown = fallbackSrc !== "" && fallbackSrc !== src ? "fallback" : "nothing";

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src") === src) {
      setState({ src, shown: afterPicture });
    }
  }, [src, afterPicture]);

  return (
    <img
      {...props}
      ref={ref}
      src={shown === "fallback" ? fallbackSrc : src}
      onError={() => setState({ src, shown: shown === "picture" ? afterPicture : "nothing" })}
      style={shown === "nothing" ? { ...style, visibility: "hidden" } : style}
    />
  );
}
