export const vi: Record<string, string> = {
  'mobile-legends':
    'MOBA 5v5 trên di động: chọn tướng, lập đội và đẩy đường trong những trận đấu mười phút. Kim Cương mở khóa tướng, trang phục và battle pass.',
  'free-fire':
    'Năm mươi người chơi nhảy dù xuống một hòn đảo xa xôi và chiến đấu trong mười phút để trở thành người sống sót cuối cùng. Kim Cương dùng để mua nhân vật, thú cưng và Thẻ Vô Cực.',
  'pubg-mobile':
    'Tựa game battle royale nguyên bản trên di động: một trăm người chơi, một bản đồ, một người chiến thắng. UC dùng để mua Royale Pass, trang phục và skin súng.',
  'genshin-impact':
    'Game nhập vai hành động thế giới mở xuyên suốt bảy quốc gia của Teyvat. Genesis Crystal được đổi thành Primogem để cầu nguyện và mua Battle Pass.',
  roblox:
    'Mã thẻ quà tặng Roblox kỹ thuật số, đổi được lấy Robux để chi tiêu cho vật phẩm avatar và trải nghiệm. Mã được gửi qua e-mail sau khi thanh toán.',
  valorant:
    'Game bắn súng chiến thuật 5v5 dựa trên nhân vật, nơi kỹ năng bắn chính xác kết hợp với kỹ năng độc đáo của từng đặc vụ. Valorant Points dùng để mua skin súng và đặc vụ.',
  'honor-of-kings':
    'Tựa game MOBA di động được chơi nhiều nhất thế giới, với các tướng lấy cảm hứng từ truyền thuyết. Tokens dùng để mua tướng, trang phục và Honor Pass.',
  'call-of-duty-mobile':
    'Các bản đồ chơi mạng kinh điển của Call of Duty cùng chế độ battle royale 100 người, được làm cho điện thoại. CP dùng để mua Battle Pass, đặc nhiệm và bản thiết kế vũ khí.',
  'honkai-star-rail':
    'Game nhập vai giả tưởng không gian theo lượt trên chuyến tàu Astral Express. Oneiric Shard được đổi thành Stellar Jade để warp và mua pass “Nameless Honor”.',
  'steam-wallet':
    'Mã Steam Wallet nạp tiền vào tài khoản Steam để mua game, DLC và vật phẩm trong game. Mã được gửi qua e-mail sau khi thanh toán.',
  'google-play':
    'Mã quà tặng Google Play dùng cho ứng dụng, trò chơi, giao dịch mua trong ứng dụng, sách và phim trên Android. Hãy đổi mã trong Play Store.',
  'wild-rift':
    'Liên Minh Huyền Thoại được xây dựng lại cho di động: những trận 5v5 nhanh với điều khiển hai cần analog. Wild Cores dùng để mua tướng, trang phục và Wild Pass.',
  'brawl-stars':
    'Những trận đấu đồng đội nhanh kéo dài ba phút với dàn Brawler, mỗi người đều có chiêu siêu cấp riêng. Đá Quý dùng để mua Brawl Pass, trang phục và Brawler.',
  'clash-of-clans':
    'Xây dựng ngôi làng, huấn luyện quân và cùng clan tấn công căn cứ của người chơi khác. Đá Quý giúp thợ xây làm nhanh hơn và dùng để mua Gold Pass.',
  'clash-royale':
    'Đấu thẻ bài thời gian thực: thả quân và phép thuật để hạ gục Tháp Vua của đối thủ. Đá Quý dùng để mua rương, Pass Royale và biểu cảm.',
  'zenless-zone-zero':
    'Game hành động giả tưởng đô thị đầy phong cách lấy bối cảnh New Eridu, nơi bạn chiến đấu xuyên qua các Hollow. Monochrome được đổi thành Polychrome để tìm tín hiệu.',
  'razer-gold':
    'Mã PIN Razer Gold dùng để nạp vào ví Razer Gold, được chấp nhận trong hàng nghìn trò chơi và tích lũy Razer Silver với mỗi lần mua.',
  efootball:
    'Bóng đá miễn phí với các câu lạc bộ có bản quyền và các huyền thoại: xây dựng Dream Team và thi đấu trực tuyến. Coins dùng để chiêu mộ cầu thủ và mua gói.',
  'arena-breakout':
    'Game bắn súng extraction khốc liệt: đột kích, nhặt chiến lợi phẩm và sống sót thoát ra, nếu không sẽ mất hết những gì mang theo. Bonds dùng để mua trang bị, battle pass và vật phẩm trang trí.',
  'love-and-deepspace':
    'Cuộc phiêu lưu lãng mạn khoa học viễn tưởng 3D: săn Wanderer và làm quen với những người đàn ông của Linkon City. Kim Cương dùng để mua Deepspace Wishes và Aurum Pass.',
  'delta-force':
    'Các trận chiến quy mô lớn và chiến dịch thoát hiểm trên bộ, trên biển và trên không. Delta Coins dùng để mua trang phục đặc nhiệm và combat pass.',
  'magic-chess-go-go':
    'Game auto battler tám người chơi với các tướng của Mobile Legends: xây dựng tộc hệ, sắp xếp quân cờ và trụ lại lâu nhất trong phòng. Kim Cương dùng để mua chỉ huy và pass.',
  'teamfight-tactics':
    'Game chiến thuật theo vòng của Riot: chọn tướng, xây dựng bàn cờ và đấu với bảy đối thủ. RP dùng để mua Linh Thú, sàn đấu và pass.',
  'stumble-guys':
    'Game party loại trực tiếp cho tối đa 32 người chơi: chạy, lao người và vấp ngã qua những chặng chướng ngại vật hỗn loạn. Gems dùng để mua trang phục, biểu cảm và Stumble Pass.',
  'marvel-snap':
    'Game thẻ bài sưu tầm nhịp độ nhanh với các anh hùng và phản diện Marvel; mỗi trận kéo dài ba phút. Gold dùng để mua Season Pass và biến thể.',
  'sausage-man':
    'Game battle royale phong cách hoạt hình, nơi những chú xúc xích nhảy dù, nhặt vũ khí và quẩy tưng bừng đến chiến thắng. Kẹo dùng để mua trang phục và Gala Pass.',
  'lords-mobile':
    'Game chiến thuật thời gian thực về xây dựng vương quốc, anh hùng và chiến tranh bang hội. Kim Cương giúp tăng tốc xây dựng và dùng để mua gói anh hùng.',
  'ragnarok-x':
    'Thế giới Ragnarok Online kinh điển được làm lại thành MMORPG di động, với nghề nghiệp, bang hội và săn MVP. Kim Cương dùng để mua trang phục và thẻ tháng.',
  'playstation-store': 'Mã PlayStation Store nạp tiền vào ví PlayStation Network để mua game, nội dung bổ sung và PlayStation Plus.',
  'garena-shells':
    'Garena Shells dùng để thanh toán vật phẩm trong các trò chơi và dịch vụ của Garena tại Đông Nam Á và Đài Loan. Mã PIN của voucher được gửi qua e-mail.',
  'ea-sports-fc-mobile':
    'Xây dựng Ultimate Team từ hàng nghìn cầu thủ, câu lạc bộ và giải đấu có bản quyền, rồi thi đấu đối kháng trực tiếp. FC Points dùng để mua gói và season pass.',
  'top-eleven':
    'Quản lý câu lạc bộ bóng đá của riêng bạn: chiêu mộ cầu thủ, thiết lập chiến thuật, huấn luyện đội hình và thi đấu trực tiếp với các nhà quản lý khác. Tokens giúp tăng tốc huấn luyện và chuyển nhượng.',
};
