import { useEffect, useSyncExternalStore } from "react";

// One toast at a time (a newer one replaces the older), announced politely to screen readers.

export type Toast = { id: number; title: string; description: string; tone: "info" | "error" };

let current: Toast | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a "Title: description" message as a bold title and a line of text below it. */
export function showToast(message: string, tone: Toast["tone"] = "info") {
  const [title, ...rest] = message.split(": ");
  current = { id: ++sequence, title: title ?? message, description: rest.join(": "), tone };
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => {
      if (current?.id === toast.id) {
        current = null;
        emit();
      }
    }, 4000);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {toast && (
        <div
          role="status"
          data-testid="toast"
          className={`pointer-events-auto max-w-sm rounded-lg px-4 py-3 text-sm shadow-lg ring-1 ${
            toast.tone === "error"
              ? "bg-red-50 text-red-900 ring-red-200"
              : "bg-slate-900 text-white ring-slate-900"
          }`}
        >
          <p className="font-semibold">{toast.title}</p>
          {toast.description && <p className="mt-0.5">{toast.description}</p>}
        </div>
      )}
    </div>
  );
}
