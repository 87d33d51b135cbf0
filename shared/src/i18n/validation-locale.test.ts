import { VALIDATION_MESSAGES_EN } from '../schemas/validation-messages';
import validation from './locales/en/validation.json';

/** The English validation namespace must say exactly what the shared rule messages say (one source of text). */
describe('validation namespace', () => {
  it('mirrors VALIDATION_MESSAGES_EN with i18next placeholders', () => {
    const expected = Object.fromEntries(
      Object.entries(VALIDATION_MESSAGES_EN).map(([k, v]) => [
        k.replace(/^validation\./, ''),
        v.replace(/\{(\w+)\}/g, '{{$1}}'),
      ]),
    );
    expect(validation).toEqual(expected);
  });
});
