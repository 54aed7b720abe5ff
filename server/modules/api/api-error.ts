import { z } from "zod";

/** Every error answer of the API: its status, a message, and the parameter at fault if one is. */
export const apiErrorSchema = z.object({
  error: z.object({
    status: z.int(),
    message: z.string(),
    parameter: z.string().optional().describe("The query parameter or field at fault."),
  }),
});

export type ApiError = z.output<typeof apiErrorSchema>;

/** The body of an error answer. */
export function apiErrorBody(status: number, message: string, parameter?: string): ApiError {
  return { error: { status, message, ...(parameter ? { parameter } : {}) } };
}
