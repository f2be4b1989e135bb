/** Resolves in a task of its own: what runs after the `await` lets a frame or a tap in first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
