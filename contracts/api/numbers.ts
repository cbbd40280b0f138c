/** Averages and weighted scores in the API keep two decimals (the multiplier is shown as xN.NN). */
export const twoDecimals = (value: number) => Math.round(value * 100) / 100;
