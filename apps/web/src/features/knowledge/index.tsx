export { ChatModeSection } from './components/chat-mode-section';
export { type ShareableVideo, ShareLinkButton } from './components/share-link-button';
