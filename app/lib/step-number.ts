/** A step's number as the design shows it: 1-based, two digits ("01", "02" … "12"). */
export function stepNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}
