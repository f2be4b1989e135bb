// Placeholder entry; the app shell replaces the static skeleton of index.html.
import { config } from './config';

const root = document.getElementById('root');
if (root) root.dataset.apiUrl = config.apiUrl;
