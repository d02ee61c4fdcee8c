import {
  pieces,
  startFakeLlmServer,
  textOf,
  type FakeCall,
  type FakeLlmServer,
  type FakeProtocol,
  type FakeRequest,
  type FakeServerOptions,
  type FakeUsage,
} from './llm-server.ts';

/**
 * A local stand-in for Google's Gemini API (https://ai.google.dev/api/generate-content), scripted like
 * the other fakes (llm-server.ts). Answers `POST /v1beta/models/{model}:generateContent` and
 * `POST /v1beta/models/{model}:streamGenerateContent?alt=sse`; refuses a request without
 * `x-goog-api-key` with 403 PERMISSION_DENIED, as Google does for unregistered callers.
 *
 * Structured output: `@ai-sdk/google` sends `generationConfig.responseMimeType: 'application/json'`
 * with the schema in `generationConfig.responseJsonSchema` (the older `responseSchema` takes an OpenAPI
 * subset); the JSON comes back as the text of the candidate's part. Usage is `usageMetadata`
 * {promptTokenCount, candidatesTokenCount, totalTokenCount}. Streaming sends one GenerateContentResponse
 * per event, the last with `finishReason: 'STOP'` and the usage. Errors are
 * `{error: {code, message, status}}` with Google's status names (https://ai.google.dev/gemini-api/docs/troubleshooting).
 */
export type FakeGoogleServer = FakeLlmServer;

const statusNames: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

const ROUTE = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;

function generateContent(request: FakeRequest, model: string, stream: boolean): FakeCall {
  const usageMetadata = (usage: FakeUsage) => ({
    promptTokenCount: usage.prompt_tokens,
    candidatesTokenCount: usage.completion_tokens,
    totalTokenCount: usage.prompt_tokens + usage.completion_tokens,
  });
  const response = (text: string, finishReason: string | null, usage: FakeUsage | null) => ({
    candidates: [
      { content: { role: 'model', parts: [{ text }] }, index: 0, ...(finishReason ? { finishReason } : {}) },
    ],
    ...(usage ? { usageMetadata: usageMetadata(usage) } : {}),
    modelVersion: model,
    responseId: 'fake-response',
  });
  return {
    stream,
    answer: (content, usage) => response(content, 'STOP', usage),
    events: (content, usage) => {
      const parts = pieces(content);
      return parts.map((text, i) => ({
        data: i === parts.length - 1 ? response(text, 'STOP', usage) : response(text, null, null),
      }));
    },
  };
}

export const googleProtocol: FakeProtocol = {
  basePath: '/v1beta',
  route: (request) => {
    const [path = '', query = ''] = request.path.split('?');
    const match = ROUTE.exec(path);
    if (!match) return null;
    const stream = match[2] === 'streamGenerateContent';
    // Without alt=sse Google streams a JSON array, which the AI SDK never asks for.
    if (stream && new URLSearchParams(query).get('alt') !== 'sse') return null;
    return generateContent(request, decodeURIComponent(match[1] ?? ''), stream);
  },
  promptOf: (body) => {
    const instruction = body.systemInstruction as { parts?: unknown } | undefined;
    const contents = (Array.isArray(body.contents) ? body.contents : []) as { role?: string; parts?: unknown }[];
    return {
      system: textOf(instruction?.parts),
      prompt: contents
        .filter((c) => c.role === 'user')
        .map((c) => textOf(c.parts))
        .join('\n'),
    };
  },
  errorBody: (status, message) => ({ error: { code: status, message, status: statusNames[status] ?? 'UNKNOWN' } }),
  refuse: (request) =>
    request.headers['x-goog-api-key']
      ? null
      : {
          status: 403,
          message:
            'Method doesn’t allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.',
        },
};

export const startFakeGoogleServer = (options: FakeServerOptions = {}): Promise<FakeGoogleServer> =>
  startFakeLlmServer(googleProtocol, options);
