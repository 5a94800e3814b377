import { describe, expect, it } from 'vitest';
import { createOfflineTextGenerator } from './offline-generator';
import { titleCaserFor, uncappedTitle } from './title-casing';

const GERMAN = `Sicherheit am Arbeitsplatz

Alle Mitarbeiter müssen die Notausgänge kennen. Die Notausgänge sind immer frei zu halten. Im Brandfall verlassen Sie das Gebäude über die nächste Treppe und benutzen nie den Aufzug. Der Sammelplatz ist auf dem Parkplatz vor dem Haupteingang. Verletzungen melden Sie sofort der Schichtleitung. Erste-Hilfe-Kästen hängen in jeder Halle neben der Tür. Schutzbrillen und Handschuhe sind an allen Maschinen Pflicht.`;

describe('titles in the casing of their language', () => {
  it('keeps English Title Case and gives other languages the casing the source writes', () => {
    expect(titleCaserFor('en-US', '')('Safety at the Workplace')).toBe('Safety at the Workplace');
    const german = titleCaserFor('de-DE', 'Die Sicherheit am Arbeitsplatz ist wichtig. Wir prüfen die Notausgänge mit dem TÜV.');
    expect(german('Sicherheit Am Arbeitsplatz')).toBe('Sicherheit am Arbeitsplatz');
    expect(german('Die Notausgänge Und Der TÜV 2026')).toBe('Die Notausgänge und der TÜV 2026');
    expect(titleCaserFor('fr-FR', 'La sécurité au travail compte.')('Sécurité Au Travail')).toBe('Sécurité au travail');
  });

  it('writes no Title Case into a German outline from the offline engine', async () => {
    const engine = createOfflineTextGenerator();
    const input = { brief: GERMAN, styleId: 'executive-brief' as const, durationSeconds: 120, projectTitle: '' };
    const german = await engine.outline({ ...input, language: 'de-DE' });
    const titles = german.slides.flatMap((s) => [s.title, s.leftColumnTitle ?? '', s.rightColumnTitle ?? '']).filter(Boolean);
    expect(titles[0]).toBe('Sicherheit am Arbeitsplatz');
    for (const title of titles) expect(title, title).not.toMatch(/\s(?:Am|Die|Der|Das|Und|Sie|Im|Vor|Dem|Nie|Zu)\b/);
  });
});

describe('a title set in capitals (decision 205)', () => {
  it('takes the casing the text writes its words with, so names keep their capitals', () => {
    const letter = 'NOTICE OF CHANGES TO YOUR TENANCY\nWe are writing about changes to the services at Riverside Court. Your tenancy stays the same.';
    expect(uncappedTitle('NOTICE OF CHANGES TO YOUR TENANCY', letter)).toBe('notice of changes to your tenancy');
    expect(uncappedTitle('HOW TO UNPACK A DEBIAN SOURCE PACKAGE', 'A package for Debian comes as source. Unpack it with dpkg-source.')).toBe(
      'how to unpack a Debian source package',
    );
  });

  it('leaves a title in mixed case, and an acronym or two, as they are', () => {
    expect(uncappedTitle('Data Protection at Harbour Bank', 'Any text.')).toBe('Data Protection at Harbour Bank');
    expect(uncappedTitle('NHS GP', 'Any text.')).toBe('NHS GP');
  });
});
