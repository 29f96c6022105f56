export const nl: Record<string, string> = {
  'mobile-legends':
    'De 5v5-MOBA voor je telefoon: kies een held, vorm een team en duw de lanes op in potjes van tien minuten. Met Diamonds ontgrendel je helden, skins en de battle pass.',
  'free-fire':
    'Vijftig spelers landen op een afgelegen eiland en vechten tien minuten lang om als laatste over te blijven. Met Diamonds koop je personages, huisdieren en de Elite Pass.',
  'pubg-mobile':
    'De originele battle royale op mobiel: honderd spelers, één kaart, één winnaar. Met UC betaal je de Royale Pass, outfits en wapenskins.',
  'genshin-impact':
    'Een openwereld-action-RPG door de zeven naties van Teyvat. Genesis Crystals worden omgezet in Primogems voor wishes en de Battle Pass.',
  roblox:
    'Een digitale Roblox-cadeaukaartcode, in te wisselen voor Robux om uit te geven aan avatar-items en experiences. Wordt na betaling per e-mail geleverd.',
  valorant:
    'Een tactische 5v5-shooter met personages, waarin nauwkeurig schieten samenkomt met de unieke vaardigheden van agents. Met Valorant Points koop je wapenskins en agents.',
  'honor-of-kings':
    'De meest gespeelde mobiele MOBA ter wereld, met helden uit legendes. Met Tokens koop je helden, skins en de Honor Pass.',
  'call-of-duty-mobile':
    'Klassieke Call of Duty-multiplayermaps en een battle royale voor 100 spelers, gemaakt voor je telefoon. Met CP koop je de Battle Pass, operators en wapenblauwdrukken.',
  'honkai-star-rail':
    'Een turn-based ruimtefantasy-RPG aan boord van de Astral Express. Oneiric Shards worden omgezet in Stellar Jade voor warps en de pass ‘Nameless Honor’.',
  'steam-wallet':
    'Een Steam Wallet-code die tegoed toevoegt aan een Steam-account voor games, DLC en in-game items. De code komt na betaling per e-mail.',
  'google-play':
    'Een Google Play-cadeaucode voor apps, games, in-app-aankopen, boeken en films op Android. Wissel hem in via de Play Store.',
  'wild-rift':
    'League of Legends opnieuw gebouwd voor mobiel: snelle 5v5-potjes met twin-stick-besturing. Met Wild Cores koop je champions, skins en de Wild Pass.',
  'brawl-stars':
    'Snelle teamgevechten van drie minuten met een bonte verzameling Brawlers, elk met een eigen super. Met Gems koop je de Brawl Pass, skins en Brawlers.',
  'clash-of-clans':
    'Bouw een dorp, train troepen en val met je clan de bases van andere spelers aan. Gems versnellen de bouwers en kopen de Gold Pass.',
  'clash-royale':
    'Realtime kaartduels: zet troepen en spreuken in om de vijandelijke Koningstoren neer te halen. Met Gems koop je kisten, de Pass Royale en emotes.',
  'zenless-zone-zero':
    'Een stijlvolle urban-fantasy-actiegame in New Eridu, waarin je je een weg door de Hollows vecht. Monochrome wordt omgezet in Polychrome voor signal searches.',
  'razer-gold':
    'Een Razer Gold-pincode die een Razer Gold-wallet opwaardeert, geaccepteerd in duizenden games en goed voor Razer Silver bij elke aankoop.',
  efootball:
    'Free-to-play voetbal met gelicentieerde clubs en legendes: stel een Dream Team samen en speel online wedstrijden. Met Coins contracteer je spelers en koop je packs.',
  'arena-breakout':
    'Een keiharde extraction shooter: plunder, verzamel buit en kom er levend uit, of verlies wat je bij je had. Met Bonds koop je uitrusting, de battle pass en cosmetische items.',
  'love-and-deepspace':
    'Een romantisch sciencefictionavontuur in 3D: jaag op Wanderers en leer de mannen van Linkon City kennen. Met Diamonds koop je Deepspace Wishes en de Aurum Pass.',
  'delta-force':
    'Grootschalige gevechten en extractie-operaties op land, ter zee en in de lucht. Met Delta Coins koop je operatorskins en de combat pass.',
  'magic-chess-go-go':
    'Een auto battler voor acht spelers met de helden van Mobile Legends: bouw synergieën op, plaats je stukken en overleef de rest van de lobby. Met Diamonds koop je commanders en passes.',
  'teamfight-tactics':
    'Het rondegebaseerde strategiespel van Riot: kies champions, bouw je bord op en neem het op tegen zeven tegenstanders. Met RP koop je Little Legends, arena’s en passes.',
  'stumble-guys':
    'Een knock-out-partygame voor maximaal 32 spelers: ren, duik en struikel door chaotische hindernisbanen. Met Gems koop je skins, emotes en de Stumble Pass.',
  'marvel-snap':
    'Een snel verzamelkaartspel met helden en schurken van Marvel; een potje duurt drie minuten. Met Gold koop je de Season Pass en varianten.',
  'sausage-man':
    'Een cartoonachtige battle royale waarin worstjes landen, wapens pakken en feestend naar de overwinning gaan. Met Candies koop je outfits en de Gala Pass.',
  'lords-mobile':
    'Een realtime strategiespel over het opbouwen van een koninkrijk, helden en gildeoorlogen. Diamonds versnellen de bouw en kopen heldenpakketten.',
  'ragnarok-x':
    'De klassieke wereld van Ragnarok Online opnieuw gebouwd als mobiele MMORPG, met jobs, gilden en MVP-jachten. Met Diamonds koop je kostuums en de maandkaart.',
  'playstation-store':
    'Een PlayStation Store-code die tegoed toevoegt aan een PlayStation Network-wallet voor games, add-ons en PlayStation Plus.',
  'garena-shells':
    'Met Garena Shells betaal je voor items in games en diensten van Garena in Zuidoost-Azië en Taiwan. De pincode van de voucher wordt per e-mail geleverd.',
  'ea-sports-fc-mobile':
    'Stel je Ultimate Team samen uit duizenden gelicentieerde spelers, clubs en competities en speel head-to-head. Met FC Points koop je packs en de season pass.',
  'top-eleven':
    'Leid je eigen voetbalclub: contracteer spelers, bepaal de tactiek, train de selectie en speel livewedstrijden tegen andere managers. Tokens versnellen trainingen en transfers.',
};
