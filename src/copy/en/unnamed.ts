import type { English } from '../translation';
import type { unnamed as indonesian } from '../unnamed';

export const unnamed: English<typeof indonesian> = {
  session: (id: number) => `Session ${id}`,
  exhibitor: (id: number) => `Exhibitor ${id}`,
  product: (id: number) => `Product ${id}`,
  merchandise: (id: number) => `Merchandise item ${id}`,
  room: (id: number) => `Room ${id}`,
  prize: (id: number) => `Prize ${id}`,
  item: (id: number | undefined) => (id === undefined ? 'Item' : `Item ${id}`),
  visitor: (id: number) => `Visitor ${id}`,
  question: (position: number) => `Question ${position}`,
};
