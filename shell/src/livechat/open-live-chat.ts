/** Opens the live chat; the widget loader comes in its own chunk, when first wanted. */
export function openLiveChatLazily(): void {
  void import(/* webpackChunkName: "livechat" */ './live-chat').then((m) => m.openLiveChat());
}
