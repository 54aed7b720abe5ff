import { useEffect, useRef, useState } from "react";

/**
 * The organisation logo; when the image fails, the first two letters of the name (spec §2). With
 * the runtime the failed image is swapped for the letters; without it (pages for anonymous
 * visitors) the browser draws the image's `::after` box, which it paints only for an image that
 * failed, with the same letters from `data-initials`.
 */
export function OrgLogo({
  src,
  fallbackText,
  size = 40,
}: {
  src: string | null;
  fallbackText: string;
  size?: 40 | 56;
}) {
  const [failed, setFailed] = useState(!src);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  const box = size === 56 ? "h-14 w-14 text-base" : "h-10 w-10 text-sm";
  if (failed || !src) {
    return (
      <span
        aria-hidden="true"
        className={`${box} inline-flex shrink-0 items-center justify-center rounded-md bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-100`}
      >
        {fallbackText}
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      data-initials={fallbackText}
      className={`${box} relative shrink-0 rounded-md bg-white object-contain ring-1 ring-slate-200 after:absolute after:inset-0 after:flex after:items-center after:justify-center after:rounded-md after:bg-brand-50 after:font-semibold after:text-brand-800 after:content-[attr(data-initials)]`}
    />
  );
}
