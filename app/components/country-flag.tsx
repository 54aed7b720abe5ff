import { useEffect, useRef, useState } from "react";

const SIZES = {
  // Inline with a location chip; below the fold often, so loaded lazily.
  chip: {
    width: 16,
    height: 12,
    loading: "lazy",
    image: "h-3 w-4 shrink-0 rounded-[2px] object-cover ring-1 ring-slate-900/10",
    globe: "h-3.5 w-3.5 shrink-0 text-slate-500",
    stroke: "2",
  },
  // A landing page's hero, above the fold.
  hero: {
    width: 56,
    height: 42,
    loading: "eager",
    image: "country-flag-hero h-[42px] w-14 rounded-sm object-cover shadow-sm ring-1 ring-white/30",
    globe: "h-10 w-10 text-brand-100",
    stroke: "1.5",
  },
} as const;

type FlagSize = keyof typeof SIZES;

function GlobeIcon({ size }: { size: FlagSize }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={SIZES[size].globe}
      fill="none"
      stroke="currentColor"
      strokeWidth={SIZES[size].stroke}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}

/**
 * Our own SVG flag (public/flags, copied from flag-icons at build time). No code (remote, several
 * places) shows the globe icon, and so does a flag that fails to load (never a broken image): with the runtime
 * the failed image is swapped for the icon; without it (pages for anonymous visitors) the
 * `country-flag` class draws the globe in the image's `::after` box (app.css).
 */
export function CountryFlag({ code, size = "chip" }: { code: string | null; size?: FlagSize }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (!code || failed) return <GlobeIcon size={size} />;
  const { width, height, loading, image: className } = SIZES[size];
  return (
    <img
      ref={image}
      src={`/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={`country-flag ${className}`}
    />
  );
}
