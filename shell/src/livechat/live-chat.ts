// The live-chat widget is a third-party script driving a global object (docs/controller.md): show
// the widget, add a tag. The reference server serves a stand-in at /livechat/widget.js.
import { sessionStore } from '@parlor/shared';

export interface LiveChatWidget {
  showWidget(): void;
  hideWidget(): void;
  addTag(tag: string): void;
}

declare global {
  interface Window {
    ParlorLiveChat?: LiveChatWidget;
  }
}

let loading: Promise<LiveChatWidget | null> | null = null;

export function liveChatWidget(): LiveChatWidget | null {
  return typeof window === 'undefined' ? null : (window.ParlorLiveChat ?? null);
}

/** Loads the widget script once; null when it is not available. */
export function loadLiveChat(): Promise<LiveChatWidget | null> {
  const ready = liveChatWidget();
  if (ready) return Promise.resolve(ready);
  if (!sessionStore.getState().config?.chat_widget) return Promise.resolve(null);
  loading ??= new Promise((resolve) => {
    const base = sessionStore.getState().config?.base_location ?? '/';
    const script = document.createElement('script');
    script.src = `${base.replace(/\/?$/, '/')}livechat/widget.js`;
    script.async = true;
    script.onload = () => resolve(liveChatWidget());
    script.onerror = () => {
      loading = null;
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens the chat, tagged with the player's class so an agent knows who asks. */
export async function openLiveChat(): Promise<boolean> {
  const widget = await loadLiveChat();
  if (!widget) return false;
  const player = sessionStore.getState().player;
  if (player) widget.addTag(`class:${player.class}`);
  widget.showWidget();
  return true;
}
