export { ChatModeSection } from './components/chat-mode-section';
export { ShareLinkButton, type ShareableVideo } from './components/share-link-button';
