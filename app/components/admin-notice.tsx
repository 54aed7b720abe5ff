/** The outcome of an admin action, announced to screen readers; red when it failed. */
export function AdminNotice({ ok, message }: { ok: boolean; message: string }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${
        ok
          ? "border-emerald-200 bg-emerald-50 text-emerald-900"
          : "border-red-200 bg-red-50 text-red-900"
      }`}
    >
      {message}
    </p>
  );
}
