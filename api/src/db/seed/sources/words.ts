/** Vocabulary the generator combines into titles, addresses and descriptions. */
export const firstNames = [
  'Amelia', 'Noah', 'Olivia', 'Liam', 'Sofia', 'Mateo', 'Aisha', 'Omar', 'Priya', 'Arjun', 'Yuki', 'Haruto',
  'Chloé', 'Lucas', 'Elena', 'Marco', 'Fatima', 'Karim', 'Grace', 'Daniel', 'Ines', 'Tomás', 'Leila', 'Samuel',
  'Hannah', 'Jonas', 'Mei', 'Ethan', 'Zara', 'Rafael',
];
export const lastNames = [
  'Carter', 'Nguyen', 'Rossi', 'Silva', 'Müller', 'Haddad', 'Sharma', 'Tanaka', 'Dubois', 'García', 'Okafor',
  'Kowalski', 'Andersen', 'Costa', 'Rahman', 'Bennett', 'Moreau', 'Petrov', 'Ibrahim', 'Fischer', 'Lopez',
  'Walker', 'Santos', 'Kim', 'Mendes',
];
export const agencies = [
  'Harbour Realty', 'Keystone Homes', 'Northgate Estates', 'Bluebrick Property', 'Oakline Agents', 'Meridian Living',
  'Cornerstone Realty', 'Skyline Estates',
];
export const neighbourhoods = [
  'Old Town', 'Riverside', 'Hillcrest', 'Harbour District', 'Green Park', 'University Quarter', 'Downtown',
  'Lakeside', 'Market Square', 'Westside', 'Northfield', 'Garden District', 'Bayview', 'Maple Heights',
  'Station Quarter', 'Cathedral Hill', 'Southbank', 'Orchard Grove', 'Eastgate', 'Marina',
];
export const streets = [
  'Oak', 'Maple', 'Cedar', 'Elm', 'Willow', 'Chestnut', 'Harbour', 'Station', 'Church', 'Mill', 'Park', 'High',
  'Victoria', 'King', 'Queen', 'Garden', 'Bridge', 'Market', 'Orchard', 'Lake', 'River', 'Hill', 'Meadow',
  'Sunset', 'Linden',
];
export const streetKinds = ['Street', 'Avenue', 'Road', 'Lane', 'Boulevard', 'Way', 'Crescent'];
export const adjectives = [
  'Bright', 'Spacious', 'Modern', 'Charming', 'Elegant', 'Renovated', 'Sunny', 'Quiet', 'Stylish', 'Cosy',
  'Light-filled', 'Contemporary', 'Classic', 'Airy', 'Refined',
];
export const views = ['city views', 'park views', 'river views', 'sea views', 'garden views', 'skyline views'];

export const openings = [
  'Welcome to this {adj} {noun} in {hood}, one of the most sought-after neighbourhoods of {city}.',
  'Set on a quiet {street}, this {adj} {noun} offers {area} m² of carefully planned space.',
  'A rare opportunity to own a {adj} {noun} with {view} in the heart of {hood}.',
  'This {adj} {noun} combines generous proportions with a calm location close to everything {city} offers.',
  'Freshly listed: a {adj} {noun} in {hood}, ready to move into.',
];
export const middles = [
  'The open-plan living area opens onto a sunny terrace, and the kitchen comes fully fitted with quality appliances.',
  'Large windows fill every room with natural light, and oak floors run throughout.',
  'Recent renovations include new wiring, double glazing and an energy-efficient heating system.',
  'The layout suits families and home workers alike, with a separate study and plenty of built-in storage.',
  'Residents enjoy a concierge, secure entry and a landscaped shared courtyard.',
  'High ceilings and original details sit alongside a sleek modern bathroom.',
  'Outside, a private garden offers space to relax, play and dine in the open air.',
];
export const plotMiddles = [
  'The plot is level, fully fenced and ready for construction, with utilities at the boundary.',
  'Planning guidance allows a generous building footprint, ideal for a family home or small development.',
  'Surrounded by established homes, the land enjoys good light and easy road access.',
];
export const commercialMiddles = [
  'The space is flexible, with an open floor, meeting rooms and a reception area.',
  'Excellent footfall and visibility make it ideal for retail, hospitality or services.',
  'Fibre broadband, air conditioning and 24-hour access are already in place.',
];
export const closings = [
  'Schools, shops and public transport are all within walking distance.',
  'Viewings are available by appointment; contact the agent to arrange a visit.',
  'A short drive brings you to the city centre, parks and the waterfront.',
  'Offered in excellent condition, it is ready for its next owner.',
  'An ideal home, or a solid investment with strong rental demand in the area.',
];
export const projectNames = [
  'Harbour View Residences', 'Cedar Heights', 'The Linden Towers', 'Riverside Gardens', 'Skyline One', 'Meadow Park Villas',
  'Orchard Lane Homes', 'Bayfront Lofts', 'The Atrium', 'Greenwood Terraces', 'Marina Point', 'Hillcrest Commons',
  'Station Square', 'Parkside Court', 'Sunset Ridge', 'Willow Creek Estate', 'The Foundry Offices', 'Lakeside Quarter',
  'Crescent House', 'Northfield Village',
];
