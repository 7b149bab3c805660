// Placeholder until the configuration helper lands the real screen (issue 16); owned by that helper.
export function CarLineConfiguration() {
  return null;
}
