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
  type SseEvent,
} from './llm-server.ts';

/**
 * A local stand-in for Anthropic's Messages API (https://docs.claude.com/en/api/messages), scripted like
 * the other fakes (llm-server.ts). Answers `POST /v1/messages`; refuses a request without `x-api-key`
 * (401 `authentication_error`) or `anthropic-version` (400), as Anthropic does.
 *
 * Structured output, the two ways `@ai-sdk/anthropic` asks for it:
 * - `output_config.format` {type: 'json_schema'} (native structured outputs, current Claude models):
 *   the JSON comes back as the text of a `text` content block;
 * - a forced tool named `json` (the "jsonTool" fallback for older models): the JSON comes back as the
 *   `input` of a `tool_use` block (streamed as `input_json_delta` pieces), stop reason `tool_use`.
 * Usage is `usage.input_tokens` / `usage.output_tokens`. `stream: true` answers with the documented
 * events (https://docs.claude.com/en/docs/build-with-claude/streaming): message_start (input tokens),
 * content_block_start, ping, content_block_delta …, content_block_stop, message_delta (output tokens,
 * stop reason), message_stop. Errors are `{type: 'error', error: {type, message}}`.
 */
export type FakeAnthropicServer = FakeLlmServer;

const errorTypes: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

/** Whether the request forces the `json` tool (the SDK's fallback when native structured output is off). */
const usesJsonTool = (body: Record<string, unknown> | null) =>
  !body?.output_config &&
  Array.isArray(body?.tools) &&
  (body.tools as { name?: string }[]).some((tool) => tool.name === 'json');

function parsed(content: string): unknown {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
}

function messages(request: FakeRequest): FakeCall {
  const model = typeof request.body?.model === 'string' ? request.body.model : 'claude-fake';
  const tool = usesJsonTool(request.body);
  const head = { id: 'msg_fake', type: 'message', role: 'assistant', model, stop_sequence: null };
  const block = (content: string) => {
    const input = parsed(content);
    // A model that answers text instead of calling the tool: the SDK then finds no object (and retries).
    return tool && input !== undefined
      ? { type: 'tool_use', id: 'toolu_fake', name: 'json', input }
      : { type: 'text', text: content };
  };
  const stopReason = tool ? 'tool_use' : 'end_turn';
  return {
    stream: request.body?.stream === true,
    answer: (content, usage) => ({
      ...head,
      content: [block(content)],
      stop_reason: stopReason,
      usage: { input_tokens: usage.prompt_tokens, output_tokens: usage.completion_tokens },
    }),
    events: (content, usage) => streamEvents(head, content, usage, tool, stopReason),
  };
}

function streamEvents(head: object, content: string, usage: FakeUsage, tool: boolean, stopReason: string): SseEvent[] {
  const event = (type: string, data: object): SseEvent => ({ event: type, data: { type, ...data } });
  const start = tool ? { type: 'tool_use', id: 'toolu_fake', name: 'json', input: {} } : { type: 'text', text: '' };
  const delta = (text: string) =>
    tool ? { type: 'input_json_delta', partial_json: text } : { type: 'text_delta', text };
  return [
    event('message_start', {
      message: {
        ...head,
        content: [],
        stop_reason: null,
        usage: { input_tokens: usage.prompt_tokens, output_tokens: 1 },
      },
    }),
    event('content_block_start', { index: 0, content_block: start }),
    event('ping', {}),
    ...pieces(content).map((text) => event('content_block_delta', { index: 0, delta: delta(text) })),
    event('content_block_stop', { index: 0 }),
    event('message_delta', {
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: usage.completion_tokens },
    }),
    event('message_stop', {}),
  ];
}

export const anthropicProtocol: FakeProtocol = {
  basePath: '/v1',
  route: (request) => ((request.path.split('?')[0] ?? '') === '/v1/messages' ? messages(request) : null),
  promptOf: (body) => ({
    system: textOf(body.system),
    prompt: ((Array.isArray(body.messages) ? body.messages : []) as { role?: string; content?: unknown }[])
      .filter((m) => m.role === 'user')
      .map((m) => textOf(m.content))
      .join('\n'),
  }),
  errorBody: (status, message) => ({ type: 'error', error: { type: errorTypes[status] ?? 'api_error', message } }),
  refuse: (request) => {
    if (!request.headers['x-api-key']) return { status: 401, message: 'x-api-key header is required' };
    if (!request.headers['anthropic-version']) return { status: 400, message: 'anthropic-version: header is required' };
    return null;
  },
};

export const startFakeAnthropicServer = (options: FakeServerOptions = {}): Promise<FakeAnthropicServer> =>
  startFakeLlmServer(anthropicProtocol, options);
