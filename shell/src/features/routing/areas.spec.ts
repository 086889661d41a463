import { describe, expect, it } from '@jest/globals';
import { candidateRemoteFor, visitorRemoteFor } from './areas';

describe('visitorRemoteFor', () => {
  it.each([
    ['/', 'public'],
    ['/home', 'public'],
    ['/dashboard', 'public'],
    ['/forgot/abc123', 'public'],
    ['/showAviso/42', 'public'],
    ['/faqOut', 'public'],
    ['/politicaPostulante', 'public'],
    ['/politicaEmpresa', 'public'],
    ['/terminosPostulante', 'public'],
    ['/terminosEmpresa', 'public'],
    ['/tests/tok-1', 'tests'],
  ])('%s is rendered by the %s remote', (path, remote) => {
    expect(visitorRemoteFor(path)).toBe(remote);
  });

  it.each(['/micv', '/admin/home', '/showAviso', '/nada', '/tests', '/mistests/toulouse'])('%s is not a visitor page', (path) => {
    expect(visitorRemoteFor(path)).toBeNull();
  });
});

describe('candidateRemoteFor', () => {
  it('sends the candidate views to the applicant remote and the search to the public one', () => {
    expect(candidateRemoteFor('/micv')).toBe('applicant');
    expect(candidateRemoteFor('/mispostulaciones/mensajes')).toBe('applicant');
    expect(candidateRemoteFor('/mistests')).toBe('applicant');
    expect(candidateRemoteFor('/mistests/toulouse')).toBe('tests');
    expect(candidateRemoteFor('/mistests/cards')).toBe('tests');
    expect(candidateRemoteFor('/')).toBe('public');
    // The ad page with the apply action.
    expect(candidateRemoteFor('/showAviso/7')).toBe('applicant');
    expect(candidateRemoteFor('/terminosPostulante')).toBe('public');
    expect(candidateRemoteFor('/tests/tok-1')).toBe('tests');
  });

  it('does not show the login screen or back-office paths to a logged-in candidate', () => {
    expect(candidateRemoteFor('/dashboard')).toBeNull();
    expect(candidateRemoteFor('/forgot/x')).toBeNull();
    expect(candidateRemoteFor('/admin/home')).toBeNull();
  });
});
