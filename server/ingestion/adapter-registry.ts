import type { SourceAdapter } from "./source-adapter";
import { ADAPTERS_A } from "./sources/registry-a";
import { ADAPTERS_B } from "./sources/registry-b";

/** Every source adapter, listed explicitly. */
export const ADAPTERS: SourceAdapter[] = [...ADAPTERS_A, ...ADAPTERS_B];

export function findAdapter(name: string): SourceAdapter | null {
  return ADAPTERS.find((adapter) => adapter.name === name) ?? null;
}

export function listAdapterNames(): string[] {
  return ADAPTERS.map((adapter) => adapter.name);
}
