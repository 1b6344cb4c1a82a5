// Builds `window.rushline` from the contract. Used verbatim by the preload
// (over ipcRenderer.invoke) and by the e2e harness (over a Playwright binding),
// so the renderer cannot tell the two apart.
import { channels, type Channel, type RequestOf, type ResponseOf } from './contract';
import type { Result } from './result';

export type Invoke = (channel: Channel, payload: unknown) => Promise<Result<unknown>>;

type Method<C extends Channel> = undefined extends RequestOf<C>
  ? () => Promise<Result<ResponseOf<C>>>
  : (payload: RequestOf<C>) => Promise<Result<ResponseOf<C>>>;

type DomainOf<C> = C extends `${infer D}:${string}` ? D : never;

export type RushlineApi = {
  readonly [D in DomainOf<Channel>]: {
    readonly [C in Channel as C extends `${D}:${infer V}` ? V : never]: Method<C>;
  };
};

export function createRushlineApi(invoke: Invoke): RushlineApi {
  const api: Record<string, Record<string, (payload?: unknown) => Promise<Result<unknown>>>> = {};
  for (const channel of channels) {
    const [domain, verb] = channel.split(':') as [string, string];
    api[domain] ??= {};
    api[domain][verb] = (payload?: unknown) => invoke(channel, payload);
  }
  for (const group of Object.values(api)) Object.freeze(group);
  return Object.freeze(api) as unknown as RushlineApi;
}
