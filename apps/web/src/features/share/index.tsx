export { SharePage } from './components/share-page';
