/** The package ships no declaration at its `types` path; the bench uses only its constructor. */
declare module '@alisaitteke/seatmap-canvas' {
  export class SeatMapCanvas {
    constructor(selector: string, config: unknown);
  }
}
