/**
 * Resolves in a task of its own, after what the browser has queued (input, rendering). A message,
 * not a timer: a page opened in a background tab has its timers held back to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
