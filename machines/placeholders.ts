/**
 * The default body of a placeholder promise actor: the machine names the side effect, and
 * whoever runs it (app, story, test) must provide it; running it unprovided fails loudly.
 */
export const notProvided = (name: string) => () => Promise.reject(new Error(`actor ${name} not provided`));
