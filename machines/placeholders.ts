/**
 * Placeholders a machine declares and whoever runs it (app, story, test) must provide. Left
 * unprovided, both fail loudly: a promise actor rejects, an action throws (the actor then
 * stops with that error instead of silently doing nothing).
 */
export const notProvided = (name: string) => () => Promise.reject(new Error(`actor ${name} not provided`));

export const notProvidedAction =
  <TParams = undefined>(name: string) =>
  (_args: unknown, _params: TParams): never => {
    throw new Error(`action ${name} not provided`);
  };
