import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { words } from '../../shared/words';
import { MAX_SHOWN, useErrorStore } from './errors';
import { useNavigation } from './navigation';

const notJson = words('problems.team.importRefused', { file: 'broken.json', why: words('problems.file.invalidJson') });

beforeEach(() => setActivePinia(createPinia()));

describe('the error store', () => {
  it('drops a screen’s errors when the user leaves it', () => {
    const errors = useErrorStore();
    const navigation = useNavigation();
    navigation.go('load-match');
    errors.push('bad-file', words('problems.notImported', { file: 'cup.rushline-match.json', detail: words('problems.file.invalidJson') }));
    expect(errors.errors).toHaveLength(1);
    navigation.back();
    expect(errors.errors).toEqual([]);
    navigation.go('teams');
    errors.push('bad-file', notJson);
    navigation.go('settings');
    expect(errors.errors).toEqual([]);
  });

  it('keeps an error that arrives after the move for the new screen', () => {
    const errors = useErrorStore();
    const navigation = useNavigation();
    navigation.go('match');
    navigation.back();
    errors.push('io-error', words('problems.io.failed', { action: 'save this match', errno: 'ENOSPC' }));
    expect(errors.errors).toMatchObject([{ code: 'io-error', screen: 'menu' }]);
  });

  it('shows the same error once however often it happens', () => {
    const errors = useErrorStore();
    errors.push('bad-file', notJson);
    errors.push('bad-file', words('problems.chosen.missing', { kind: 'team' }));
    errors.push('bad-file', notJson);
    errors.push('bad-file', { ...notJson });
    expect(errors.errors.map((e) => e.words?.key)).toEqual(['problems.chosen.missing', 'problems.team.importRefused']);
  });

  it('shows at most a few, the newest', () => {
    const errors = useErrorStore();
    for (let n = 0; n < MAX_SHOWN + 2; n++) errors.push('internal', words('problems.app.unexpected', { detail: String(n) }));
    expect(errors.errors.map((e) => e.words?.params?.detail)).toEqual(['2', '3', '4']);
  });

  it('closes one by its id', () => {
    const errors = useErrorStore();
    errors.push('internal', null);
    errors.push('not-found', null);
    errors.dismiss(errors.errors[0]!.id);
    expect(errors.errors).toMatchObject([{ code: 'not-found' }]);
  });
});
