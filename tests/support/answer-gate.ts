/**
 * Holds back a feed's answers, so a test can catch an ingestion run in the middle of fetching: while
 * held, `passed()` resolves only once `release()` is called; otherwise it resolves at once.
 */
export type AnswerGate = {
  /** Answers wait from now on, until `release()`. */
  hold(): void;
  /** Lets every waiting answer go, and later ones pass at once. */
  release(): void;
  /** Whether answers are held now. */
  readonly held: boolean;
  /** Resolves when an answer may be sent. */
  passed(): Promise<void>;
};

export function createAnswerGate(): AnswerGate {
  let gate: Promise<void> | null = null;
  let open = () => {};
  return {
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = null;
    },
    get held() {
      return gate !== null;
    },
    passed() {
      return gate ?? Promise.resolve();
    },
  };
}
