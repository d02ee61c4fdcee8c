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
 * A local stand-in for OpenAI and OpenAI-compatible servers (llm-server.ts has the scripting). Answers
 * `POST …/chat/completions` (any prefix, so `/v1/chat/completions` and `/chat/completions` both work)
 * and `POST …/responses` (OpenAI's Responses API, what `openai('model')` calls) the way OpenAI does for
 * a `json_schema` response format:
 * - chat completions: the JSON as the assistant message's `content`, `usage` {prompt_tokens,
 *   completion_tokens, total_tokens}; `stream: true` gives `chat.completion.chunk` events, usage in
 *   the last one, then `[DONE]` (https://platform.openai.com/docs/api-reference/chat-streaming);
 * - responses: an `output` message with one `output_text` part and `usage` {input_tokens,
 *   output_tokens}; `stream: true` gives `response.created`, `response.output_item.added`,
 *   `response.output_text.delta` …, `response.output_item.done`, `response.completed`
 *   (https://platform.openai.com/docs/api-reference/responses-streaming).
 * Errors are `{error: {message, type, code}}`.
 */
export * from './llm-server.ts';
export type FakeOpenAiServer = FakeLlmServer;

const now = () => Math.floor(Date.now() / 1000);
const modelOf = (request: FakeRequest) => (typeof request.body?.model === 'string' ? request.body.model : 'fake');
const total = (usage: FakeUsage) => ({ ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens });

/** How the fake answers one chat completion (the batch server answers each request line with it). */
export function chatCompletions(request: FakeRequest): FakeCall {
  const model = modelOf(request);
  const chunk = (delta: object, extra: object = {}) => ({
    data: {
      id: 'chatcmpl-fake-stream',
      object: 'chat.completion.chunk',
      created: now(),
      model,
      choices: [{ index: 0, delta, finish_reason: null }],
      ...extra,
    },
  });
  return {
    stream: request.body?.stream === true,
    answer: (content, usage) => ({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: now(),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: total(usage),
    }),
    events: (content, usage) => [
      chunk({ role: 'assistant', content: '' }),
      ...pieces(content).map((text) => chunk({ content: text })),
      {
        data: {
          id: 'chatcmpl-fake-stream',
          object: 'chat.completion.chunk',
          created: now(),
          model,
          choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
          usage: total(usage),
        },
      },
      { data: '[DONE]' },
    ],
  };
}

function responses(request: FakeRequest): FakeCall {
  const model = modelOf(request);
  const message = (content: string) => ({
    type: 'message',
    id: 'msg_fake',
    role: 'assistant',
    status: 'completed',
    content: [{ type: 'output_text', text: content, annotations: [] }],
  });
  const usage = (u: FakeUsage) => ({
    input_tokens: u.prompt_tokens,
    output_tokens: u.completion_tokens,
    total_tokens: u.prompt_tokens + u.completion_tokens,
  });
  const head = { id: 'resp_fake', object: 'response', created_at: now(), model };
  return {
    stream: request.body?.stream === true,
    answer: (content, u) => ({
      ...head,
      status: 'completed',
      output: [message(content)],
      incomplete_details: null,
      usage: usage(u),
    }),
    events: (content, u) => [
      { event: 'response.created', data: { type: 'response.created', response: { ...head, status: 'in_progress' } } },
      {
        event: 'response.output_item.added',
        data: {
          type: 'response.output_item.added',
          output_index: 0,
          item: { type: 'message', id: 'msg_fake', role: 'assistant', status: 'in_progress', content: [] },
        },
      },
      ...pieces(content).map((delta) => ({
        event: 'response.output_text.delta',
        data: { type: 'response.output_text.delta', item_id: 'msg_fake', output_index: 0, content_index: 0, delta },
      })),
      {
        event: 'response.output_item.done',
        data: { type: 'response.output_item.done', output_index: 0, item: message(content) },
      },
      {
        event: 'response.completed',
        data: {
          type: 'response.completed',
          response: { ...head, status: 'completed', incomplete_details: null, usage: usage(u) },
        },
      },
    ],
  };
}

/** The text of `messages` (chat) or `instructions` + `input` (responses), split into system and user. */
export function promptOf(body: Record<string, unknown>) {
  const messages = (Array.isArray(body.messages) ? body.messages : Array.isArray(body.input) ? body.input : []) as {
    role?: string;
    content?: unknown;
  }[];
  const system = messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => textOf(m.content));
  if (typeof body.instructions === 'string') system.unshift(body.instructions);
  const prompt = messages.filter((m) => m.role === 'user').map((m) => textOf(m.content));
  return { system: system.join('\n'), prompt: prompt.join('\n') };
}

export const openAiProtocol: FakeProtocol = {
  basePath: '/v1',
  route: (request) => {
    const path = request.path.split('?')[0] ?? '';
    if (/\/chat\/completions$/.test(path)) return chatCompletions(request);
    if (/\/responses$/.test(path)) return responses(request);
    return null;
  },
  promptOf,
  errorBody: (status, message) => ({
    error: {
      message,
      type: status === 429 ? 'requests' : status >= 500 ? 'server_error' : 'invalid_request_error',
      code: status === 429 ? 'rate_limit_exceeded' : null,
    },
  }),
};

export const startFakeOpenAiServer = (options: FakeServerOptions = {}): Promise<FakeOpenAiServer> =>
  startFakeLlmServer(openAiProtocol, options);
