import { useEffect, useRef, useState } from "react";

function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-3.5 w-3.5 shrink-0 text-slate-500"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}

/**
 * Our own SVG flag (public/flags, copied from flag-icons at build time). A failed image is hidden
 * and replaced by a globe icon (spec §8); no code (remote, several places) shows the globe.
 */
export function CountryFlag({ code }: { code: string | null }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (!code || failed) return <GlobeIcon />;
  return (
    <img
      ref={image}
      src={`/flags/${code}.svg`}
      alt=""
      width={16}
      height={12}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-3 w-4 shrink-0 rounded-[2px] object-cover ring-1 ring-slate-900/10"
    />
  );
}
