import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { i18n } from './i18n';
import { errorWords } from './i18n/words';
import { useErrorStore } from './stores/errors';
import './style.css';

const app = createApp(App);
const pinia = createPinia();
app.use(pinia).use(i18n);
// Surface unexpected renderer bugs in the same banner as IPC errors instead of failing silently.
app.config.errorHandler = (error) => {
  console.error(error);
  useErrorStore(pinia).push('internal', errorWords(error));
};
app.mount('#app');
