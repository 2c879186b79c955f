/** Ana sayfanın giriş metni, Türkçe. */
export function HomeContentTr() {
  return (
    <>
      <h1>speechdeck</h1>
      <p className="sd-content__lead">
        speechdeck konuşmayı okunabilir, aranabilir ve yeniden kullanılabilir hâle getirir. Bir kayıt
        yükleyin veya bir örnek seçin; zaman bilgili ve konuşmacıları ayrılmış bir döküm alın. Anahtar
        kelimeleri, özel adları ve kaydettiğiniz kişileri bulun; metni çevirin ya da tersine, metni sese
        dönüştürün.
      </p>
      <p>
        Her şey bu kurulumu işleten kuruluşun denetimindeki sunucularda çalışır: kayıtlarınız, dökümleriniz
        ve ses izleriniz siz silene kadar burada, kendi çalışma alanınızda kalır. Aşağıdaki hizmetleri
        kullanmak için giriş yapın ya da nasıl çalıştıkları hakkında <a href="#/learnmore">daha fazla bilgi</a>{' '}
        edinin.
      </p>
    </>
  );
}
