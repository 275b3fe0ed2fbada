import {
  FORWARDER_LANGUAGE_NAMES,
  FORWARDER_LANGUAGES,
  type TForwarderLanguage,
} from '@pc/contract/forwarder-quote';
import { useForwarderTexts } from './i18n/use-forwarder-texts.ts';
import styles from './forwarder-quote-page.module.css';

/** The visible language switch: three toggle buttons, the page's language pressed. */
export const LanguageSwitch = ({ onChoose }: { onChoose: (language: TForwarderLanguage) => void }) => {
  const { t, language: current } = useForwarderTexts();
  return (
    <div className={styles.languages} role="group" aria-label={t('language')}>
      {FORWARDER_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.language}
          aria-pressed={language === current}
          onClick={() => onChoose(language)}
        >
          {FORWARDER_LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
};
