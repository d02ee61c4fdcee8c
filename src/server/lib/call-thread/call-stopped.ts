/**
 * A gated request of the call thread (call-thread.ts `gated`) whose gate said no: the call was never
 * sent, because its campaign was paused or reached its budget while it waited in line. callModel
 * (engine/providers/call-model.ts) passes it on untouched, and the batch worker gives the e-mail back.
 */
export class CallStoppedError extends Error {
  constructor() {
    super('The call was given up before it started: its campaign stopped.');
    this.name = 'CallStoppedError';
  }
}
