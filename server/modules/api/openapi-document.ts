import { z } from "zod";
import {
  API_COMPONENTS,
  API_ENDPOINTS,
  API_REQUEST_COMPONENTS,
  type ApiEndpoint,
} from "./api-endpoints";
import type { QueryParameter } from "./query-parameters";

// The OpenAPI 3.1 document of the public API, made from the endpoint table (api-endpoints.ts) and
// its zod schemas. OpenAPI 3.1 schemas are JSON Schema 2020-12, which z.toJSONSchema writes.

type JsonSchema = Record<string, unknown>;

const COMPONENT_PATH = "#/components/schemas/";

/** Named schemas as JSON Schema, referring to each other by $ref; `io` picks answer or request. */
function componentSchemas(components: Record<string, z.ZodType>, io: "input" | "output") {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io, uri: (id) => `${COMPONENT_PATH}${id}` });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...body } = schema as JsonSchema;
      return [id, body];
    }),
  );
}

const componentNames = new Map<z.ZodType, string>(
  [...Object.entries(API_COMPONENTS), ...Object.entries(API_REQUEST_COMPONENTS)].map(
    ([name, schema]) => [schema, name],
  ),
);

/** A reference to the component a schema is published as; every answer and body is one. */
function reference(schema: z.ZodType, where: string) {
  const name = componentNames.get(schema);
  if (!name) throw new Error(`${where}: its schema is not among the API's components`);
  return { $ref: `${COMPONENT_PATH}${name}` };
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...body } = z.toJSONSchema(schema, { io: "input" }) as JsonSchema;
  return body;
}

function queryParameters(parameters: Record<string, QueryParameter>) {
  return Object.entries(parameters).map(([name, parameter]) => {
    const { description: _described, ...schema } = jsonSchemaOf(parameter.make(name));
    return {
      name,
      in: "query",
      ...(parameter.description ? { description: parameter.description } : {}),
      schema,
      ...(parameter.list ? { style: "form", explode: true } : {}),
    };
  });
}

function operation(endpoint: ApiEndpoint) {
  const where = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
  const parameters = [
    ...Object.entries(endpoint.pathParameters ?? {}).map(([name, schema]) => ({
      name,
      in: "path",
      required: true,
      schema: jsonSchemaOf(schema),
    })),
    ...queryParameters(endpoint.query ?? {}),
  ];
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.session ? { security: [{ session: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: reference(endpoint.body, where) } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(endpoint.responses).map(([status, answer]) => [
        status,
        {
          description: answer.description,
          ...(answer.schema
            ? {
                content: {
                  "application/json": { schema: reference(answer.schema, `${where} ${status}`) },
                },
              }
            : {}),
        },
      ]),
    ),
  };
}

function paths() {
  const byPath = new Map<string, Record<string, unknown>>();
  for (const endpoint of API_ENDPOINTS) {
    byPath.set(endpoint.path, {
      ...byPath.get(endpoint.path),
      [endpoint.method]: operation(endpoint),
    });
  }
  return Object.fromEntries(byPath);
}

/** Made once: the schemas do not change while the server runs. */
let described: { paths: ReturnType<typeof paths>; schemas: Record<string, JsonSchema> } | undefined;

/** The public API, described as OpenAPI 3.1; tests validate real responses against it. */
export function createOpenApiDocument(siteUrl: string) {
  described ??= {
    paths: paths(),
    schemas: {
      ...componentSchemas(API_COMPONENTS, "output"),
      ...componentSchemas(API_REQUEST_COMPONENTS, "input"),
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Blueboard API",
      version: "1.0.0",
      description:
        "Open jobs in the UN system, international organisations, development banks, EU agencies and NGOs.",
    },
    servers: [{ url: siteUrl }],
    paths: described.paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
      },
      schemas: described.schemas,
    },
  };
}
