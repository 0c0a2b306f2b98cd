export function boil(litres: number): string {
  return `heating ${litres} litres to the boil`;
}
