import { type ReactNode, useEffect, useRef, useState } from "react";

/** Widths every image is rendered at by scripts/images/render.mjs. */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;

function imageSrcSet(
  name: string,
  format: "avif" | "webp",
  widths: readonly number[] = IMAGE_WIDTHS,
): string {
  return widths.map((w) => `/images/${name}-${w}.${format} ${w}w`).join(", ");
}

/**
 * Another rendered version of a drawing shown where `media` matches. With its own intrinsic
 * size (a phone version of another shape), its own widths and `sizes`.
 */
export interface PictureCrop {
  media: string;
  name: string;
  width?: number;
  height?: number;
  widths?: readonly number[];
  sizes?: string;
}

export interface PictureProps {
  /** Base name of a rendered image: assets/images/<name>.svg -> /images/<name>-<w>.<fmt>. */
  name: string;
  alt: string;
  /** Intrinsic size (any units with the right ratio) so the browser reserves space. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is laid out. */
  sizes: string;
  /** Above-the-fold image (the LCP): eager, high fetch priority. */
  priority?: boolean;
  className?: string;
  /** Shown instead of the image when it fails to load (icon, name…). */
  fallback?: ReactNode;
  /** Art direction: another rendered crop where a media query matches (first match wins). */
  crops?: readonly PictureCrop[];
}

/**
 * A responsive AVIF/WebP image with reserved space, lazy below the fold, and a fallback when
 * the file fails to load — also when it failed before hydration attached the handler.
 */
export function Picture({
  name,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  fallback,
  crops = [],
}: PictureProps) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed && fallback !== undefined) return <>{fallback}</>;
  return (
    <picture>
      {crops.flatMap((crop) =>
        (["avif", "webp"] as const).map((format) => (
          <source
            key={`${crop.name}.${format}`}
            media={crop.media}
            type={`image/${format}`}
            srcSet={imageSrcSet(crop.name, format, crop.widths)}
            sizes={crop.sizes ?? sizes}
            width={crop.width}
            height={crop.height}
          />
        )),
      )}
      <source type="image/avif" srcSet={imageSrcSet(name, "avif")} sizes={sizes} />
      <img
        ref={imgRef}
        src={`/images/${name}-${IMAGE_WIDTHS[1]}.webp`}
        srcSet={imageSrcSet(name, "webp")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={className}
        // Marks images that have a fallback: the resilience test checks none stays broken.
        data-fallback={fallback !== undefined ? "" : undefined}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
