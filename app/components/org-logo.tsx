import { useEffect, useRef, useState } from "react";
import type { LogoBadge } from "#domain/logo-badges";

const SQUARE = { 32: "h-8 w-8", 40: "h-10 w-10", 56: "h-14 w-14" } as const;

/**
 * One of our own badges (domain/logo-badges.ts) drawn in the page's markup: the same square,
 * colour and letters as its SVG file, without an image document of its own to load, lay out and
 * paint. The letters come from `data-badge` through `::after`, so they are not part of the page's
 * text (the badge is decorative, like the image's empty alt).
 */
export function LogoBadgeMark({
  badge,
  size,
  className = "",
}: {
  badge: LogoBadge;
  size: keyof typeof SQUARE;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-badge={badge.label}
      style={{ backgroundColor: badge.colour, fontSize: `${(badge.fontSize * size) / 64}px` }}
      className={`${SQUARE[size]} inline-flex shrink-0 items-center justify-center rounded-[18.75%] font-[family-name:Arial,Helvetica,sans-serif] leading-none font-bold text-white after:content-[attr(data-badge)] ${className}`}
    />
  );
}

/**
 * The organisation logo; when the image fails, the first two letters of the name instead. Our
 * own badges are drawn in the page (`LogoBadgeMark`); any other image is loaded. With the runtime
 * a failed image is swapped for the letters; without it (pages for anonymous visitors) the browser
 * draws the image's `::after` box, which it paints only for an image that failed, with the same
 * letters from `data-initials`.
 */
export function OrgLogo({
  src,
  fallbackText,
  badge = null,
  size = 40,
}: {
  src: string | null;
  fallbackText: string;
  badge?: LogoBadge | null;
  size?: 40 | 56;
}) {
  const [failed, setFailed] = useState(!src);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  const box = `${SQUARE[size]} ${size === 56 ? "text-base" : "text-sm"}`;
  if (badge) return <LogoBadgeMark badge={badge} size={size} className="ring-1 ring-slate-200" />;
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
