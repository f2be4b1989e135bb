// Exhibitors' names on the floor plan's booths "where there is room": the lines of a name that
// fit a booth's width, words kept whole, the last line cut with "…". The demo booths are 4 m
// wide with room for two lines under the code.
import { describe, expect, it } from 'vitest';
import { nameLines } from '../../src/screens/denah/drawing';

describe("an exhibitor's name on its booth", () => {
  it('wraps a name over the two lines a 4 m booth has, words whole', () => {
    expect(nameLines('PT Sinar Baja Presisi', 4, 2)).toEqual(['PT Sinar Baja', 'Presisi']);
    expect(nameLines('PT Bearing Jaya Abadi', 4, 2)).toEqual(['PT Bearing', 'Jaya Abadi']);
    expect(nameLines('PT Genset Andalan', 4, 2)).toEqual(['PT Genset', 'Andalan']);
  });

  it('cuts what is left with an ellipsis on the last line there is room for', () => {
    expect(nameLines('CV Pompa Tirta Mandiri', 4, 1)).toEqual(['CV Pompa Tirt…']);
    expect(nameLines('PT Alat Berat Sentosa Perkasa Nusantara Raya', 4, 2)).toEqual(['PT Alat Berat', 'Sentosa Perka…']);
  });

  it('cuts a single word longer than the booth is wide', () => {
    expect(nameLines('Hidrolikanusantaraindonesia', 4, 2)).toEqual(['Hidrolikanusa…']);
  });

  it('writes nothing where not even four characters fit, or no line has room', () => {
    expect(nameLines('PT Genset Andalan', 1, 2)).toEqual([]);
    expect(nameLines('PT Genset Andalan', 4, 0)).toEqual([]);
    expect(nameLines('   ', 4, 2)).toEqual([]);
  });
});
