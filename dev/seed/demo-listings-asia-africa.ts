import type { DemoListing } from './demo-listing-types';

/** Demo listings of the Tokyo importer (seller-3) and the Dubai–Cape Town 4x4 seller (seller-5). */
export const ASIA_AFRICA_LISTINGS: readonly DemoListing[] = [
  {
    key: 'toyota-mirai-2022', seller: 'seller-3', title: '2022 Toyota Mirai Z, hydrogen fuel cell',
    summary: 'Second-generation Mirai, rear-wheel drive, 850 km range. Hydrogen stations all over Tokyo.',
    description:
      'The second-generation Mirai is a beautiful, quiet, rear-wheel-drive sedan that only emits water. This Z grade car has the JBL sound system, the digital rear-view mirror and the advanced park assist. The hydrogen tanks were inspected in the last shaken, which is valid for another 18 months. Refuelling takes about three minutes at one of the many stations around Tokyo and Osaka. Export paperwork and an English inspection sheet can be arranged.',
    price: { amount: '3150000', currency: 'JPY' }, location: 'Tokyo, Japan', make: 'Toyota', model: 'Mirai', year: 2022,
    mileage: 21000, fuelType: 'Hydrogen', transmission: 'Automatic', bodyType: 'Sedan', color: 'Heat Blue',
    paint: '#1b4f8a', condition: 'Excellent', status: 'active', photos: 5, ageHours: 36,
    specs: { powerKw: 134, firstRegistration: { year: 2022, month: 1 }, previousOwners: 1, drivetrain: 'RWD', doors: 4, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Parking sensors', 'Adaptive cruise control', 'JBL audio'] },
  },
  {
    key: 'mazda-mx5-2026', seller: 'seller-3', title: '2026 Mazda MX-5 RS, brand new',
    summary: 'Brand-new ND roadster in Soul Red Crystal, 6-speed manual, Bilstein dampers, Recaro seats.',
    description:
      'A brand-new, unregistered MX-5 RS in Soul Red Crystal, the colour that makes this car. The RS package brings Bilstein dampers, a front strut brace, Brembo front brakes and Recaro seats. It has only done the delivery kilometres from the port. Full new-car warranty applies from the date of first registration. We can register it in Japan or prepare it for export anywhere in the region.',
    price: { amount: '4290000', currency: 'JPY' }, location: 'Osaka, Japan', make: 'Mazda', model: 'MX-5 RS', year: 2026,
    mileage: 120, fuelType: 'Gasoline', transmission: 'Manual', bodyType: 'Convertible', color: 'Soul Red Crystal',
    paint: '#a4161a', condition: 'New', status: 'active', photos: 6, ageHours: 4,
    specs: { powerKw: 135, engineCc: 1998, previousOwners: 0, drivetrain: 'RWD', doors: 2, seats: 2, accidentFree: true,
      equipment: ['Air conditioning', 'Bluetooth', 'Apple CarPlay / Android Auto', 'LED headlights', 'Keyless entry'] },
  },
  {
    key: 'honda-fit-hybrid-2017', seller: 'seller-3', title: '2017 Honda Fit Hybrid L Package',
    summary: 'The clever small car: magic seats, 30 km per litre, new hybrid battery last year.',
    description:
      'Practical small hatchback with the famous magic seats that fold flat or flip up to carry tall plants. The hybrid battery was replaced under a Honda campaign last year, so there are no worries there. It averages close to 30 km per litre in city driving. Navigation is Japanese only, but Bluetooth audio works with any phone. Some light scratches on the rear bumper.',
    price: { amount: '1180000', currency: 'JPY' }, location: 'Nagoya, Japan', make: 'Honda', model: 'Fit Hybrid', year: 2017,
    mileage: 64000, fuelType: 'Hybrid', transmission: 'CVT', bodyType: 'Hatchback', color: 'Premium White Pearl',
    paint: '#efeee9', condition: 'Good', status: 'active', photos: 3, ageHours: 180,
  },
  {
    key: 'hyundai-ioniq5-2024', seller: 'seller-3', title: '2024 Hyundai Ioniq 5 Long Range AWD, for bitcoin',
    summary: 'Priced in BTC, paid on-chain or over Lightning. 800 V ultra-fast charging, vehicle-to-load adapter.',
    description:
      'Ioniq 5 with the 84 kWh battery, dual motors and the 800-volt architecture that charges from 10 to 80 percent in about 18 minutes on a fast charger. The vehicle-to-load adapter is included, and we have used it to power a coffee machine on camping trips. The car is registered in Seoul and can be exported. Price is in bitcoin; we will agree the final amount and payment method before the transfer.',
    price: { amount: '0.47', currency: 'BTC' }, location: 'Seoul, South Korea', make: 'Hyundai', model: 'Ioniq 5', year: 2024,
    mileage: 12300, fuelType: 'Electric', transmission: 'Automatic', bodyType: 'SUV', color: 'Gravity Gold Matte',
    paint: '#8a7a52', condition: 'Like New', status: 'active', photos: 4, ageHours: 60,
    specs: { powerKw: 239, firstRegistration: { year: 2024, month: 3 }, previousOwners: 1, drivetrain: 'AWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Reversing camera', 'Adaptive cruise control', 'Vehicle-to-load adapter'] },
  },
  {
    key: 'kia-sportage-hybrid-2023', seller: 'seller-3', title: '2023 Kia Sportage GT-Line Hybrid AWD',
    summary: 'Panoramic curved display, 7-year Kia warranty remaining, towbar fitted.',
    description:
      'The fifth-generation Sportage in top GT-Line trim with the 1.6 turbo hybrid and all-wheel drive. Kia serviced, with the remainder of the seven-year unlimited kilometre warranty transferable to the next owner. Fitted with a genuine Kia towbar, tinted windows and all-weather mats. Panoramic sunroof, heated and ventilated seats and a 360-degree camera. Located in Sydney, test drives welcome on weekends.',
    price: { amount: '42990', currency: 'AUD' }, location: 'Sydney, Australia', make: 'Kia', model: 'Sportage Hybrid',
    year: 2023, mileage: 27400, fuelType: 'Hybrid', transmission: 'Automatic', bodyType: 'SUV', color: 'Gravity Grey',
    paint: '#4f5459', condition: 'Excellent', status: 'active', photos: 5, ageHours: 110,
    specs: { powerKw: 169, engineCc: 1598, firstRegistration: { year: 2023, month: 5 }, previousOwners: 1, drivetrain: 'AWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true,
      equipment: ['Navigation', 'Heated seats', 'Reversing camera', 'Adaptive cruise control', 'Sunroof', 'Tow bar'] },
  },
  {
    key: 'toyota-hilux-2015', seller: 'seller-3', title: '2015 Toyota HiLux SR5 Double Cab 4x4',
    summary: 'SOLD. Thanks to everyone who got in touch.',
    description:
      'A hard-working HiLux that has done farm work near Perth and a couple of trips up the Gibb River Road. Bullbar, snorkel, long-range fuel tank and a canopy on the tray. The clutch was replaced at 150,000 km and the injectors were serviced. This vehicle has been sold.',
    price: { amount: '29500', currency: 'AUD' }, location: 'Perth, Australia', make: 'Toyota', model: 'HiLux SR5', year: 2015,
    mileage: 168000, fuelType: 'Diesel', transmission: 'Manual', bodyType: 'Truck', color: 'Glacier White',
    paint: '#eceff1', condition: 'Good', status: 'sold', photos: 4, ageHours: 800,
    specs: { powerKw: 126, engineCc: 2982, firstRegistration: { year: 2015, month: 9 }, previousOwners: 2, drivetrain: '4WD', doors: 4, seats: 5, serviceHistory: 'partial', equipment: ['Tow bar', 'Snorkel'] },
  },
  {
    key: 'nissan-leaf-2019', seller: 'seller-3', title: '2019 Nissan Leaf 40 kWh',
    description:
      'Affordable electric commuter with 11 of 12 battery health bars and a realistic range of about 220 km. e-Pedal one-pedal driving makes Melbourne traffic relaxing. Includes the portable charging cable. The car has had two owners and a full Nissan service history. Ideal as a second car for a household with a garage.',
    price: { amount: '21500', currency: 'AUD' }, location: 'Melbourne, Australia', make: 'Nissan', model: 'Leaf', year: 2019,
    mileage: 38000, fuelType: 'Electric', transmission: 'Automatic', bodyType: 'Hatchback', color: 'Pearl Blue',
    paint: '#2e6fa3', condition: 'Good', status: 'active', photos: 2, ageHours: 330,
    specs: { powerKw: 110, firstRegistration: { year: 2019, month: 4 }, previousOwners: 2, drivetrain: 'FWD', doors: 5, seats: 5, serviceHistory: 'full', accidentFree: true, equipment: ['Air conditioning', 'Reversing camera'] },
  },
  {
    key: 'toyota-land-cruiser-2017', seller: 'seller-5', title: '2017 Toyota Land Cruiser 200 VXR, GCC specs',
    summary: 'GCC spec V8 diesel, full agency history, desert-ready with new tyres and recovery kit.',
    description:
      'The Land Cruiser 200 is the king of the desert, and this VXR has been maintained at the Toyota agency in Dubai since new. The 4.5 twin-turbo V8 diesel is strong and smooth. It comes with new BFGoodrich KO2 tyres, a recovery kit, an air compressor and a fridge in the boot. No accidents, no flood damage, export documents available for anywhere in Africa and the Gulf.',
    price: { amount: '54000', currency: 'USD' }, location: 'Dubai, United Arab Emirates', make: 'Toyota', model: 'Land Cruiser 200',
    year: 2017, mileage: 143000, fuelType: 'Diesel', transmission: 'Automatic', bodyType: 'SUV', color: 'Super White',
    paint: '#f4f4f2', condition: 'Good', status: 'active', photos: 6, ageHours: 150,
    specs: { powerKw: 200, engineCc: 4461, firstRegistration: { year: 2017, month: 2 }, previousOwners: 1, drivetrain: '4WD', doors: 5, seats: 8, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Leather seats', 'Sunroof', 'Tow bar', 'Reversing camera'] },
  },
  {
    key: 'hyundai-tucson-phev-2025', seller: 'seller-5', title: '2025 Hyundai Tucson Plug-in Hybrid, new',
    summary: 'Brand-new Tucson PHEV with 60 km electric range and five-year warranty.',
    description:
      'A brand-new Tucson plug-in hybrid, delivered to us in Cape Town with a few hundred kilometres from the port transfer. The 1.6 turbo with the electric motor gives 195 kW combined and about 60 km of electric range, which covers most daily driving. Five-year manufacturer warranty and eight-year battery warranty. Finance quotes from two banks are available on request.',
    price: { amount: '46500', currency: 'USD' }, location: 'Cape Town, South Africa', make: 'Hyundai', model: 'Tucson PHEV',
    year: 2025, mileage: 900, fuelType: 'Plug-in Hybrid', transmission: 'Automatic', bodyType: 'SUV', color: 'Amazon Grey',
    paint: '#6b7068', condition: 'New', status: 'active', photos: 5, ageHours: 26,
    specs: { powerKw: 195, engineCc: 1598, previousOwners: 0, drivetrain: 'AWD', doors: 5, seats: 5, accidentFree: true,
      equipment: ['Air conditioning', 'Navigation', 'Heated seats', 'Reversing camera', 'Adaptive cruise control', 'LED headlights'] },
  },
  {
    key: 'kia-carnival-2022', seller: 'seller-5', title: '2022 Kia Carnival 2.2 CRDi, 8 seats',
    summary: 'Spacious people carrier for safari lodges and big families. Diesel, automatic, full service history.',
    description:
      'Used by a safari lodge near Nairobi to transfer guests from the airport, always serviced on time at the Kia dealer. Eight seats with plenty of luggage space behind the third row, dual sliding doors and rear air conditioning. The 2.2 diesel is economical and copes well with rough roads. Some wear on the rear seat fabric; mechanically excellent.',
    price: { amount: '39500', currency: 'USD' }, location: 'Nairobi, Kenya', make: 'Kia', model: 'Carnival', year: 2022,
    mileage: 61000, fuelType: 'Diesel', transmission: 'Automatic', bodyType: 'Van', color: 'Astra Blue',
    paint: '#24466b', condition: 'Good', status: 'active', photos: 4, ageHours: 420,
    specs: { powerKw: 148, engineCc: 2151, firstRegistration: { year: 2022, month: 3 }, previousOwners: 1, drivetrain: 'FWD', doors: 5, seats: 8, serviceHistory: 'full', accidentFree: true,
      equipment: ['Air conditioning', 'Reversing camera', 'Cruise control', 'Bluetooth'] },
  },
];
